import type { DashboardStats, DashboardStatsResponse } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { assignmentScope, orderScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { assignments, orders } from '../../db/schema';
import { machineGroups, machineTotals } from '../machines';
import { activationFunnel } from './funnel';

const where = (scope: SQL | undefined) => (scope ? sql`WHERE ${scope}` : sql``);

/**
 * The dashboard's counts, scoped to the caller: admin everything; a distributor the machines it
 * or its retailers hold, its orders and assignments; a retailer its own. Machines come from the
 * pre-aggregated counts, orders and assignments from one aggregate query each. Sequential on purpose: PGlite has a single connection.
 */
export async function dashboardCounts(db: Executor, p: Principal) {
  const { b2b: _b2b, b2c: _b2c, ...m } = machineTotals(await machineGroups(db, p));
  const [a] = await rows<DashboardStats['assignments']>(
    db,
    sql`SELECT count(*)::int AS "total",
          count(*) FILTER (WHERE ${assignments.status} = 'ACTIVE')::int AS "active",
          count(*) FILTER (WHERE ${assignments.status} = 'RETURNED')::int AS "returned"
        FROM ${assignments} ${where(assignmentScope(p))}`,
  );
  const [o] = await rows<DashboardStats['orders']>(
    db,
    sql`SELECT count(*)::int AS "total",
          count(*) FILTER (WHERE ${orders.status} = 'PENDING')::int AS "pending",
          count(*) FILTER (WHERE ${orders.status} = 'DELIVERED')::int AS "completed"
        FROM ${orders} ${where(orderScope(p))}`,
  );
  return { machines: m, assignments: toNumbers(a!), orders: toNumbers(o!) };
}

/** The dashboard stats answer (docs/product.md section 4) from `dashboardCounts`. */
export function statsOf(counts: Awaited<ReturnType<typeof dashboardCounts>>): DashboardStats {
  const { machines: m, assignments: a, orders: o } = counts;
  return {
    machines: {
      total: m.total,
      pos: m.pos,
      soundbox: m.soundbox,
      available: m.available,
      assigned: m.assigned,
      maintenance: m.maintenance,
    },
    assignments: a,
    orders: o,
  };
}

/** GET /dashboard/stats: the spec's stats plus the activation funnel (#16). */
export async function dashboardStats(db: Executor, p: Principal): Promise<DashboardStatsResponse> {
  const stats = statsOf(await dashboardCounts(db, p));
  return { ...stats, activationFunnel: await activationFunnel(db, p) };
}

/** Both drivers answer ints for `::int`; this only guards against a driver answering strings. */
function toNumbers<T extends Record<string, unknown>>(row: T): { [K in keyof T]: number } {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as {
    [K in keyof T]: number;
  };
}
