import { index, integer, text, type PgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { at, choice, serialId, timestamps } from './columns';
import { trigramIndex } from './trigram';

/** The columns both party tables (distributors, retailers) start with. */
const partyContactColumns = () => ({
  id: serialId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});

/** Where a party is and its tax number. */
const partyPlaceColumns = () => ({
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
const partyIdentityColumns = () => ({
  pan: text('pan'),
  pinCode: text('pin_code'),
  kycStatus: choice('kyc_status', ['PENDING', 'VERIFIED', 'REJECTED'], 'PENDING'),
  kycRejectionReason: text('kyc_rejection_reason'),
  kycUpdatedBy: integer('kyc_updated_by'),
  kycUpdatedAt: at('kyc_updated_at'),
});

/** Status and timestamps, the last columns of both party tables. */
const partyStateColumns = () => ({
  status: choice('status', ['ACTIVE', 'INACTIVE'], 'ACTIVE'),
  ...timestamps(),
});

type Columns = Record<string, PgColumnBuilderBase>;

/**
 * A party table's columns in their order: contact, `business` (the company or shop name), place,
 * identity, `owner` (a retailer's distributor), status and timestamps.
 */
export const partyColumns = <B extends Columns, O extends Columns = Record<never, never>>(
  business: B,
  owner: O = {} as O,
) => ({
  ...partyContactColumns(),
  ...business,
  ...partyPlaceColumns(),
  ...partyIdentityColumns(),
  ...owner,
  ...partyStateColumns(),
});

type PartyColumns = {
  id: PgColumn;
  name: PgColumn;
  email: PgColumn;
  address: PgColumn;
  city: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
};

/**
 * The indexes both party tables have: status, city and created filters, the names in order, and
 * trigram indexes for the searched texts (`business`: the index name part and column of the company or shop name).
 */
export function partyIndexes(table: string, t: PartyColumns, business: [string, PgColumn]) {
  return [
    index(`${table}_status_idx`).on(t.status),
    index(`${table}_city_idx`).on(t.city),
    index(`${table}_created_idx`).on(t.createdAt),
    // The names in order: the machines list's holder and retailer sorts walk them (holder-order.ts).
    index(`${table}_name_idx`).on(t.name, t.id),
    trigramIndex(`${table}_name_trgm`, t.name),
    trigramIndex(`${table}_email_trgm`, t.email),
    trigramIndex(`${table}_${business[0]}_trgm`, business[1]),
    trigramIndex(`${table}_address_trgm`, t.address),
    trigramIndex(`${table}_city_trgm`, t.city),
  ];
}
