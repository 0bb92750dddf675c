import type { DashboardStats } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { assignmentScope, machineScope, orderScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { assignments, machines, orders } from '../../db/schema';

const where = (scope: SQL | undefined) => (scope ? sql`WHERE ${scope}` : sql``);

/** Machine counts of the caller's scope; `retired` feeds the reports dashboard's chart. */
export type MachineCounts = DashboardStats['machines'] & { retired: number };

/**
 * The dashboard's counts, one aggregate query per table (`count(*) FILTER (...)`), scoped to the
 * caller: admin everything; a distributor the machines it or its retailers hold, its orders and
 * assignments; a retailer its own. Sequential on purpose: PGlite has a single connection.
 */
export async function dashboardCounts(db: Executor, p: Principal) {
  const [m] = await rows<MachineCounts>(
    db,
    sql`SELECT count(*)::int AS "total",
          count(*) FILTER (WHERE ${machines.machineType} = 'POS')::int AS "pos",
          count(*) FILTER (WHERE ${machines.machineType} = 'SOUNDBOX')::int AS "soundbox",
          count(*) FILTER (WHERE ${machines.status} = 'AVAILABLE')::int AS "available",
          count(*) FILTER (WHERE ${machines.status} = 'ASSIGNED')::int AS "assigned",
          count(*) FILTER (WHERE ${machines.status} = 'MAINTENANCE')::int AS "maintenance",
          count(*) FILTER (WHERE ${machines.status} = 'RETIRED')::int AS "retired"
        FROM ${machines} ${where(machineScope(p))}`,
  );
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
  return { machines: toNumbers(m!), assignments: toNumbers(a!), orders: toNumbers(o!) };
}

/** The dashboard stats answer (SPEC.md section 3) from `dashboardCounts`. */
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

export async function dashboardStats(db: Executor, p: Principal): Promise<DashboardStats> {
  return statsOf(await dashboardCounts(db, p));
}

/** Both drivers answer ints for `::int`; this only guards against a driver answering strings. */
function toNumbers<T extends Record<string, unknown>>(row: T): { [K in keyof T]: number } {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as {
    [K in keyof T]: number;
  };
}
