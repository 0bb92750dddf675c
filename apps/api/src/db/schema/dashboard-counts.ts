import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bigserialId } from './columns';
import { countDelta, countHolderIndex, countLevelColumns } from './count-deltas';

/**
 * Exact order and assignment counts by status without counting rows, kept like the machine
 * counts (machine-counts.ts): custody appends, with each write of `orders` and `assignments`
 * (modules/custody/kept-counts.ts), how much each status grew or shrank. `subject` is the table ('orders' or
 * 'assignments'); the levels are 'all' (holder 0), 'distributor' (holder = the row's
 * distributor_id) and 'retailer' (holder = its retailer_id): the columns `orderScope` and
 * `assignmentScope` filter on. A scope's count is the sum of `n` over its rows.
 */
export const statusCountDeltas = pgTable(
  'status_count_deltas',
  {
    id: bigserialId(),
    subject: text('subject', { enum: ['orders', 'assignments'] }).notNull(),
    ...countLevelColumns(),
    status: text('status').notNull(),
    n: countDelta(),
  },
  (t) => [countHolderIndex('status_count_deltas', t)],
);

/**
 * The activation funnel's counts (devices at a retailer by activation state), kept by custody
 * with each write of `machines` (modules/custody/kept-counts.ts) at the machine counts' levels. A device that may turn idle
 * (ALLOTTED or INSTALLED) is grouped by its provider and India's day of its allotment too, so
 * the idle count is read exactly for any day: the groups whose day is older than their
 * provider's idle days (modules/lifecycle/idle.ts). Others have neither (null).
 */
export const activationCountDeltas = pgTable(
  'activation_count_deltas',
  {
    id: bigserialId(),
    ...countLevelColumns(),
    activationState: text('activation_state').notNull(),
    serviceProviderId: integer('service_provider_id'),
    allottedDay: date('allotted_day', { mode: 'string' }),
    n: countDelta(),
  },
  (t) => [countHolderIndex('activation_count_deltas', t)],
);
