import { sql } from 'drizzle-orm';
import { assignmentCountScope, orderCountScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { statusCountDeltas as deltas } from '../../db/schema';

/** The tables whose rows are counted by status, and the scope of each one's counts. */
const SCOPES = { orders: orderCountScope, assignments: assignmentCountScope };

/**
 * The caller's orders or assignments counted in total and per status (`{ total, <key>: rows
 * whose status is statuses[key] }`), from the custody-kept deltas: a lookup of a few rows per
 * holder, exact (the deltas are written in the same transaction as the rows they count), over
 * the same scope as `orderScope` / `assignmentScope`. The dashboard's cards and the lists' stat
 * cards read it.
 */
export async function keptStatusCounts<K extends string>(
  db: Executor,
  p: Principal,
  subject: keyof typeof SCOPES,
  statuses: Record<K, string>,
): Promise<Record<'total' | K, number>> {
  const { level, holderId } = SCOPES[subject](p);
  const counted = await rows(
    db,
    sql`SELECT ${deltas.status} AS "status", sum(${deltas.n})::int AS "n" FROM ${deltas}
         WHERE ${deltas.subject} = ${subject} AND ${deltas.level} = ${level}
           AND ${deltas.holderId} = ${holderId}
         GROUP BY 1`,
    z.object({ status: z.string(), n: z.int() }),
  );
  const of = (status?: string) =>
    counted
      .filter((c) => status === undefined || c.status === status)
      .reduce((sum, c) => sum + c.n, 0);
  const counts = { total: of() } as Record<'total' | K, number>;
  for (const [key, status] of Object.entries(statuses) as [K, string][]) counts[key] = of(status);
  return counts;
}
