import { index, pgTable, text } from 'drizzle-orm/pg-core';
import {
  partyContactColumns,
  partyIndexes,
  partyIdentityColumns,
  partyPlaceColumns,
  partyStateColumns,
} from './party-columns';

export const distributors = pgTable(
  'distributors',
  {
    ...partyContactColumns(),
    companyName: text('company_name').notNull(),
    ...partyPlaceColumns(),
    ...partyIdentityColumns(),
    ...partyStateColumns(),
  },
  (t) => [
    ...partyIndexes('distributors', t, ['company', t.companyName]),
    index('distributors_state_idx').on(t.state),
  ],
);
