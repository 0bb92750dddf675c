import type { DashboardStats } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { assignmentCountScope, orderCountScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { statusCountDeltas as deltas } from '../../db/schema';

type StatusCount = { subject: 'orders' | 'assignments'; status: string; n: number };

/**
 * The caller's orders and assignments counted by status, from the trigger-kept deltas (one
 * lookup of a few rows per holder, exact: the deltas are written in the same transaction as the
 * rows they count). The same scopes as `orderScope` and `assignmentScope`.
 */
export async function statusCounts(
  db: Executor,
  p: Principal,
): Promise<Pick<DashboardStats, 'orders' | 'assignments'>> {
  const of = (subject: StatusCount['subject'], scope: ReturnType<typeof orderCountScope>) =>
    sql`(${deltas.subject} = ${subject} AND ${deltas.level} = ${scope.level} AND ${deltas.holderId} = ${scope.holderId})`;
  const counts = await rows<StatusCount>(
    db,
    sql`SELECT ${deltas.subject} AS "subject", ${deltas.status} AS "status", sum(${deltas.n})::int AS "n"
          FROM ${deltas}
         WHERE ${of('orders', orderCountScope(p))} OR ${of('assignments', assignmentCountScope(p))}
         GROUP BY 1, 2`,
  );
  const count = (subject: StatusCount['subject'], status?: string) =>
    counts
      .filter((c) => c.subject === subject && (status === undefined || c.status === status))
      .reduce((sum, c) => sum + Number(c.n), 0);
  return {
    assignments: {
      total: count('assignments'),
      active: count('assignments', 'ACTIVE'),
      returned: count('assignments', 'RETURNED'),
    },
    orders: {
      total: count('orders'),
      pending: count('orders', 'PENDING'),
      completed: count('orders', 'DELIVERED'),
    },
  };
}
