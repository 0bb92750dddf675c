import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  activationCountDeltas,
  assignments,
  machineCountDeltas,
  machines,
  orders,
  statusCountDeltas,
} from '../../db/schema';
import { BUSINESS_TIME_ZONE } from '@dd/contract';

/**
 * The kept counts (db/schema/machine-counts.ts, dashboard-counts.ts): exact machine, order,
 * assignment and activation-funnel counts read without counting rows. Custody writes them in the
 * transaction of every write it makes (machine-records.ts for machines, trackStatusRows for
 * orders and assignments): rows leaving a group count -1, rows joining one +1, appended grouped,
 * so a 500-machine booking adds a dozen rows. Each rule is written once, below, over a relation
 * of rows with a column `n` (+1 or -1); recountKeptCounts uses the same rules over the tables.
 */

/** Each row counts at the admin's level ('all', holder 0) and at its distributor's and retailer's. */
const LEVELS = sql`CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', r.distributor_id),
  ('retailer', r.retailer_id)) AS l(level, holder_id)`;

/** Activation states that may turn idle: their groups keep the provider and the allotment's day. */
const MAY_TURN_IDLE = sql`${sql.param(['ALLOTTED', 'INSTALLED'])}::text[]`;

/**
 * Machines by type, status and partner type. `rows`: machine_type, status, partner_type,
 * distributor_id, retailer_id, n.
 */
export function countMachines(rows: SQL): SQL {
  return sql`INSERT INTO ${machineCountDeltas} (level, holder_id, machine_type, status, partner_type, n)
    SELECT l.level, l.holder_id, r.machine_type, r.status, r.partner_type, sum(r.n)
      FROM (${rows}) r ${LEVELS}
     WHERE l.holder_id IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5
    HAVING sum(r.n) <> 0`;
}

/**
 * The activation funnel: devices at a retailer with an activation state; those that may turn
 * idle also by provider and India's day of the allotment, so the idle count is read for any day.
 * `rows`: distributor_id, retailer_id, activation_state, service_provider_id, allotted_at, n.
 */
export function countActivations(rows: SQL): SQL {
  return sql`INSERT INTO ${activationCountDeltas}
      (level, holder_id, activation_state, service_provider_id, allotted_day, n)
    SELECT l.level, l.holder_id, r.activation_state,
           CASE WHEN r.activation_state = ANY(${MAY_TURN_IDLE}) THEN r.service_provider_id END,
           CASE WHEN r.activation_state = ANY(${MAY_TURN_IDLE})
                THEN (r.allotted_at AT TIME ZONE ${BUSINESS_TIME_ZONE})::date END,
           sum(r.n)
      FROM (${rows}) r ${LEVELS}
     WHERE l.holder_id IS NOT NULL AND r.retailer_id IS NOT NULL AND r.activation_state IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5
    HAVING sum(r.n) <> 0`;
}

export type CountedSubject = 'orders' | 'assignments';

/** Orders or assignments by status. `rows`: distributor_id, retailer_id, status, n. */
function countStatuses(subject: CountedSubject, rows: SQL): SQL {
  return sql`INSERT INTO ${statusCountDeltas} (subject, level, holder_id, status, n)
    SELECT ${subject}::text, l.level, l.holder_id, r.status, sum(r.n)
      FROM (${rows}) r ${LEVELS}
     WHERE l.holder_id IS NOT NULL
     GROUP BY 2, 3, 4
    HAVING sum(r.n) <> 0`;
}

/** An order's or assignment's counted columns. */
export type CountedRow = {
  id: number;
  distributorId: number;
  retailerId: number | null;
  status: string;
};

/** Rows as a relation (distributor_id, retailer_id, status, n): `before` -1 each, `after` +1. */
function statusMoves(before: readonly CountedRow[], after: readonly CountedRow[]): SQL {
  const moves = [
    ...before.map((r) => ({ ...r, n: -1 })),
    ...after.map((r) => ({ ...r, n: 1 })),
  ].map((r) => ({
    distributor_id: r.distributorId,
    retailer_id: r.retailerId,
    status: r.status,
    n: r.n,
  }));
  return sql`SELECT * FROM jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
    AS r(distributor_id int, retailer_id int, status text, n int)`;
}

/** The order and assignment counts follow rows that appeared (`after` only) or changed. */
export async function keepStatusCounts(
  tx: Executor,
  subject: CountedSubject,
  before: readonly CountedRow[],
  after: readonly CountedRow[],
): Promise<void> {
  if (before.length + after.length === 0) return;
  await tx.execute(countStatuses(subject, statusMoves(before, after)));
}

const TABLE = { orders, assignments } as const;

async function countedRows(tx: Tx, subject: CountedSubject, ids: readonly number[]) {
  const table = TABLE[subject];
  return tx
    .select({
      id: table.id,
      distributorId: table.distributorId,
      retailerId: table.retailerId,
      status: table.status,
    })
    .from(table)
    .where(inArray(table.id, [...ids]))
    .orderBy(table.id)
    .for('update');
}

/**
 * Runs `write`, an update or delete of these orders or assignments, and keeps their counts: the
 * rows as they were (locked first) leave their groups, the rows as they are join theirs.
 */
export async function trackStatusRows<T>(
  tx: Tx,
  subject: CountedSubject,
  ids: readonly number[],
  write: () => Promise<T>,
): Promise<T> {
  if (ids.length === 0) return write();
  const before = await countedRows(tx, subject, ids);
  const result = await write();
  const after = await countedRows(tx, subject, ids);
  const same = (a: CountedRow, b: CountedRow | undefined) =>
    b !== undefined &&
    a.status === b.status &&
    a.distributorId === b.distributorId &&
    a.retailerId === b.retailerId;
  const now = new Map(after.map((r) => [r.id, r]));
  const was = new Map(before.map((r) => [r.id, r]));
  await keepStatusCounts(
    tx,
    subject,
    before.filter((r) => !same(r, now.get(r.id))),
    after.filter((r) => !same(r, was.get(r.id))),
  );
  return result;
}

/**
 * Counts everything again from the rows, for a load that wrote the tables without custody (the
 * bench's COPY, a data-only restore). Writers of those tables wait while it runs.
 */
export async function recountKeptCounts(tx: Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${machines}, ${orders}, ${assignments} IN SHARE MODE`);
  await tx.execute(sql`DELETE FROM ${machineCountDeltas}`);
  await tx.execute(sql`DELETE FROM ${activationCountDeltas}`);
  await tx.execute(sql`DELETE FROM ${statusCountDeltas}`);
  const each = (table: typeof machines | typeof orders | typeof assignments) =>
    sql`SELECT *, 1 AS n FROM ${table}`;
  await tx.execute(countMachines(each(machines)));
  await tx.execute(countActivations(each(machines)));
  await tx.execute(countStatuses('orders', each(orders)));
  await tx.execute(countStatuses('assignments', each(assignments)));
}
