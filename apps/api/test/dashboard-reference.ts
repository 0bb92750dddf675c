import { todayInIndia } from '@dd/contract';
import type { DashboardStatsResponse } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { assignmentScope, machineScope, orderScope } from '../src/access/scope';
import type { Principal } from '../src/access/principal';
import type { Executor } from '../src/db/client';
import { assignments, machines, orders } from '../src/db/schema';
import { idleCondition } from '../src/modules/lifecycle';
import { machineTotals, type MachineGroup } from '../src/modules/machines';
import { statsOf } from '../src/modules/dashboard';
import { readRows } from './read-rows';

const where = (...conditions: (SQL | undefined)[]) => {
  const all = conditions.filter((c): c is SQL => c !== undefined);
  return all.length ? sql`WHERE ${sql.join(all, sql` AND `)}` : sql``;
};

/**
 * The dashboard counted from the tables themselves, over the caller's scope (the aggregates it ran
 * before the kept counts): what the kept counts must equal. The tests compare the two for every
 * role; the bench times these statements as the dashboard's baseline. Not used to answer requests.
 *
 * @public (the bench reads it through tsImport)
 */
export function referenceStatements(p: Principal, today: string = todayInIndia(new Date())) {
  const state = (s: string) => sql`count(*) FILTER (WHERE ${machines.activationState} = ${s})::int`;
  return {
    machines: sql`SELECT ${machines.machineType} AS "machineType", ${machines.status} AS "status",
        ${machines.partnerType} AS "partnerType", count(*)::int AS "n"
      FROM ${machines} ${where(machineScope(p))} GROUP BY 1, 2, 3`,
    assignments: sql`SELECT count(*)::int AS "total",
        count(*) FILTER (WHERE ${assignments.status} = 'ACTIVE')::int AS "active",
        count(*) FILTER (WHERE ${assignments.status} = 'RETURNED')::int AS "returned"
      FROM ${assignments} ${where(assignmentScope(p))}`,
    orders: sql`SELECT count(*)::int AS "total",
        count(*) FILTER (WHERE ${orders.status} = 'PENDING')::int AS "pending",
        count(*) FILTER (WHERE ${orders.status} = 'DELIVERED')::int AS "completed"
      FROM ${orders} ${where(orderScope(p))}`,
    funnel: sql`SELECT ${state('ALLOTTED')} AS "allotted", ${state('INSTALLED')} AS "installed",
        ${state('ACTIVATED')} AS "activated", ${state('DEACTIVATED')} AS "deactivated",
        count(*) FILTER (WHERE ${idleCondition(today)})::int AS "idle"
      FROM ${machines} ${where(sql`${machines.retailerId} IS NOT NULL`, machineScope(p))}`,
  };
}

/** GET /dashboard/stats's answer from `referenceStatements` (India's `today` for idle). */
export async function referenceDashboard(
  db: Executor,
  p: Principal,
  today?: string,
): Promise<DashboardStatsResponse> {
  const s = referenceStatements(p, today);
  const groups = await readRows<MachineGroup>(db, s.machines);
  const numbers = async (query: SQL) => {
    const [row] = await readRows<Record<string, unknown>>(db, query);
    return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
  };
  const {
    b2b: _b2b,
    b2c: _b2c,
    ...m
  } = machineTotals(groups.map((g) => ({ ...g, n: Number(g.n) })));
  const stats = statsOf({
    machines: m,
    assignments: (await numbers(s.assignments)) as DashboardStatsResponse['assignments'],
    orders: (await numbers(s.orders)) as DashboardStatsResponse['orders'],
  });
  return {
    ...stats,
    activationFunnel: (await numbers(s.funnel)) as DashboardStatsResponse['activationFunnel'],
  };
}
