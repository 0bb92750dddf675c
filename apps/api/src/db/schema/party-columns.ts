import { index, integer, serial, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { trigramIndex } from './trigram';

/** The columns both party tables (distributors, retailers) start with. */
export const partyContactColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});

/** Where a party is and its tax number. */
export const partyPlaceColumns = () => ({
  address: text('address').notNull(),
  city: text('city'),
  state: text('state'),
  gstNumber: text('gst_number'),
});

/**
 * Merchant identity: PAN, PIN code and the KYC check. KYC is PENDING until an admin marks it
 * VERIFIED or REJECTED (with the reason); a retailer's devices can be ACTIVATED only when VERIFIED.
 * No FK on kyc_updated_by: a users FK here would make users <-> parties a cycle.
 */
export const partyIdentityColumns = () => ({
  pan: text('pan'),
  pinCode: text('pin_code'),
  kycStatus: text('kyc_status', { enum: ['PENDING', 'VERIFIED', 'REJECTED'] })
    .notNull()
    .default('PENDING'),
  kycRejectionReason: text('kyc_rejection_reason'),
  kycUpdatedBy: integer('kyc_updated_by'),
  kycUpdatedAt: timestamp('kyc_updated_at', { withTimezone: true }),
});

/** Status and timestamps, the last columns of both party tables. */
export const partyStateColumns = () => ({
  status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
    .notNull()
    .default('ACTIVE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

type PartyColumns = {
  name: PgColumn;
  email: PgColumn;
  address: PgColumn;
  city: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
};

/**
 * The indexes both party tables have: status, city and created filters, and trigram indexes
 * for the searched texts (`business`: the index name part and column of the company or shop name).
 */
export function partyIndexes(table: string, t: PartyColumns, business: [string, PgColumn]) {
  return [
    index(`${table}_status_idx`).on(t.status),
    index(`${table}_city_idx`).on(t.city),
    index(`${table}_created_idx`).on(t.createdAt),
    trigramIndex(`${table}_name_trgm`, t.name),
    trigramIndex(`${table}_email_trgm`, t.email),
    trigramIndex(`${table}_${business[0]}_trgm`, business[1]),
    trigramIndex(`${table}_address_trgm`, t.address),
    trigramIndex(`${table}_city_trgm`, t.city),
  ];
}
