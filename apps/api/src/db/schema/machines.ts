import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, choice, serialId, timestamps } from './columns';
import { distributors } from './distributors';
import { retailers } from './retailers';
import { serviceProviders } from './service-providers';
import { trigramIndex } from './trigram';
import { users } from './users';

export const machines = pgTable(
  'machines',
  {
    id: serialId(),
    serialNumber: text('serial_number').notNull(),
    model: text('model').notNull(),
    manufacturer: text('manufacturer').notNull(),
    machineType: text('machine_type', { enum: ['POS', 'SOUNDBOX'] }).notNull(),
    status: choice('status', ['AVAILABLE', 'ASSIGNED', 'MAINTENANCE', 'RETIRED'], 'AVAILABLE'),
    partner: text('partner'),
    partnerType: text('partner_type', { enum: ['B2B', 'B2C'] }),
    mid: text('mid'),
    tid: text('tid'),
    qrCode: text('qr_code'),
    hasStandee: boolean('has_standee').notNull().default(false),
    /** SIM card number (ICCID) and IMEI, where the device has them. */
    simNumber: text('sim_number'),
    imei: text('imei'),
    /**
     * At the merchant: ALLOTTED (held by a retailer) -> INSTALLED -> ACTIVATED (by the provider)
     * -> DEACTIVATED; null while not at a retailer.
     */
    activationState: text('activation_state', {
      enum: ['ALLOTTED', 'INSTALLED', 'ACTIVATED', 'DEACTIVATED'],
    }),
    allottedAt: at('allotted_at'),
    installedOn: date('installed_on', { mode: 'string' }),
    installedBy: integer('installed_by').references(() => users.id),
    installLocation: text('install_location'),
    activatedOn: date('activated_on', { mode: 'string' }),
    activationRef: text('activation_ref'),
    deactivatedAt: at('deactivated_at'),
    /** Flagged faulty (a swap, a damaged delivery); cleared when it comes back REPAIRED. */
    faulty: boolean('faulty').notNull().default(false),
    serviceProviderId: integer('service_provider_id').references(() => serviceProviders.id),
    /** Current holder, kept in step with the ACTIVE assignment (for scoping and fast lists). */
    distributorId: integer('distributor_id').references(() => distributors.id),
    retailerId: integer('retailer_id').references(() => retailers.id),
    ...timestamps(),
  },
  (t) => [
    // Serial numbers, TIDs and QR codes are unique ignoring case (migration 0010). The exact
    // serial index stays: the list's serial sort and exact lookups read it.
    uniqueIndex('machines_serial_key').on(t.serialNumber),
    uniqueIndex('machines_serial_lower_key').on(sql`lower(${t.serialNumber})`),
    uniqueIndex('machines_tid_key').on(sql`lower(${t.tid})`).where(sql`${t.tid} IS NOT NULL`),
    uniqueIndex('machines_qr_key').on(sql`lower(${t.qrCode})`).where(sql`${t.qrCode} IS NOT NULL`),
    uniqueIndex('machines_sim_key')
      .on(sql`lower(${t.simNumber})`)
      .where(sql`${t.simNumber} IS NOT NULL`),
    uniqueIndex('machines_imei_key').on(t.imei).where(sql`${t.imei} IS NOT NULL`),
    index('machines_status_idx').on(t.status, t.id),
    index('machines_type_idx').on(t.machineType, t.id),
    index('machines_manufacturer_idx').on(t.manufacturer),
    index('machines_partner_type_idx').on(t.partnerType),
    index('machines_provider_idx').on(t.serviceProviderId, t.status),
    // A holder's machines by status, in id order: the list's holder and retailer sorts walk the
    // holders and read each one's (holder-order.ts), with the status filter or without it.
    index('machines_distributor_idx').on(t.distributorId, t.status, t.id),
    index('machines_retailer_idx').on(t.retailerId, t.status, t.id),
    index('machines_activation_idx').on(t.activationState, t.allottedAt),
    // The list's sorts: column then id, the tie-breaker lib/sorting.ts adds (migration 0008).
    index('machines_created_id_idx').on(t.createdAt, t.id),
    index('machines_model_id_idx').on(t.model, t.id),
    trigramIndex('machines_serial_trgm', t.serialNumber),
    // Serial numbers by their 6-character windows (lib/search.ts, migration 0007).
    index('machines_serial_fragments_idx').using('gin', sql`search_fragments(${t.serialNumber})`),
    trigramIndex('machines_model_trgm', t.model),
    trigramIndex('machines_manufacturer_trgm', t.manufacturer),
    trigramIndex('machines_partner_trgm', t.partner),
  ],
);
