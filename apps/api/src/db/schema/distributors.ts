import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { partyColumns, partyIndexes } from './party-columns';

export const distributors = pgTable(
  'distributors',
  partyColumns({ companyName: text('company_name').notNull() }),
  (t) => [
    ...partyIndexes('distributors', t, ['company', t.companyName]),
    index('distributors_state_idx').on(t.state),
  ],
);
