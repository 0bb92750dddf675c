import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { distributors } from './distributors';
import { partyColumns, partyIndexes } from './party-columns';

export const retailers = pgTable(
  'retailers',
  partyColumns(
    { shopName: text('shop_name').notNull() },
    { distributorId: requiredRef('distributor_id', () => distributors.id) },
  ),
  (t) => [
    index('retailers_distributor_idx').on(t.distributorId),
    ...partyIndexes('retailers', t, ['shop', t.shopName]),
  ],
);
