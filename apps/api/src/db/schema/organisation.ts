import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns';
import { users } from './users';

/**
 * Our own company, as the consignor on delivery challans: one row (id 1), edited by an admin in
 * Profile > Organisation. HSN codes per device type go on each challan line.
 */
export const organisation = pgTable(
  'organisation',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The PIN code of the address (6 digits, the first not 0): the e-invoice's, never parsed. */
    pinCode: text('pin_code'),
    gstin: text('gstin'),
    phone: text('phone'),
    email: text('email'),
    hsnPos: text('hsn_pos').notNull().default('84705010'),
    hsnSoundbox: text('hsn_soundbox').notNull().default('85182900'),
    /** TDS on commissions (Income-tax Act section 194H): the rate in basis points (200 = 2%). */
    tdsRateBp: integer('tds_rate_bp').notNull().default(200),
    /** No TDS while a distributor's commission of the financial year stays within this. */
    tdsThresholdPaise: bigint('tds_threshold_paise', { mode: 'number' }).notNull().default(2000000),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [check('organisation_single_row', sql`${t.id} = 1`)],
);
