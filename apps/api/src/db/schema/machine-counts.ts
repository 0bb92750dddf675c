import { pgTable, text } from 'drizzle-orm/pg-core';
import { bigserialId } from './columns';
import { countDelta, countHolderIndex, countLevelColumns } from './count-deltas';

/**
 * Exact machine counts without counting machines. Every write to `machines` appends, written by
 * custody with the write (modules/custody/kept-counts.ts), how much each group grew or shrank, at three
 * levels: 'all' (holder 0: the admin's scope), 'distributor' (holder = machines.distributor_id)
 * and 'retailer' (holder = machines.retailer_id), the same columns `machineScope` filters on.
 * A scope's count is the sum of `n` over its rows.
 *
 * Append-only on purpose: writers never update a shared counter row, so concurrent bookings
 * neither wait for nor deadlock on each other. `compactKeptCounts` folds a group's rows back
 * into one from time to time (modules/machines/counts-compaction.ts).
 */
export const machineCountDeltas = pgTable(
  'machine_count_deltas',
  {
    id: bigserialId(),
    ...countLevelColumns(),
    machineType: text('machine_type').notNull(),
    status: text('status').notNull(),
    partnerType: text('partner_type'),
    n: countDelta(),
  },
  (t) => [countHolderIndex('machine_count_deltas', t)],
);
