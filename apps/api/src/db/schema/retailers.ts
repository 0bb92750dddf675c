import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { distributors } from './distributors';
import {
  partyContactColumns,
  partyIndexes,
  partyIdentityColumns,
  partyPlaceColumns,
  partyStateColumns,
} from './party-columns';

export const retailers = pgTable(
  'retailers',
  {
    ...partyContactColumns(),
    shopName: text('shop_name').notNull(),
    ...partyPlaceColumns(),
    ...partyIdentityColumns(),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    ...partyStateColumns(),
  },
  (t) => [
    index('retailers_distributor_idx').on(t.distributorId),
    ...partyIndexes('retailers', t, ['shop', t.shopName]),
  ],
);
