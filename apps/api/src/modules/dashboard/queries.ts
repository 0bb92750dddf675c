import type { DashboardStats, DashboardStatsResponse } from '@dd/contract';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { machineGroups, machineTotals } from '../machines';
import { activationFunnel } from './funnel';
import { keptStatusCounts } from './status-counts';

/**
 * The dashboard's counts, scoped to the caller: admin everything; a distributor the machines it
 * or its retailers hold, its orders and assignments; a retailer its own. All from the
 * custody-kept counts (a few rows per holder, whatever the table sizes). Sequential on purpose:
 * PGlite has a single connection.
 */
export async function dashboardCounts(db: Executor, p: Principal) {
  const { b2b: _b2b, b2c: _b2c, ...m } = machineTotals(await machineGroups(db, p));
  const assignments = await keptStatusCounts(db, p, 'assignments', {
    active: 'ACTIVE',
    returned: 'RETURNED',
  });
  const orders = await keptStatusCounts(db, p, 'orders', {
    pending: 'PENDING',
    completed: 'DELIVERED',
  });
  return { machines: m, assignments, orders };
}

/** The dashboard stats answer (docs/product/api.md) from `dashboardCounts`. */
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

/** GET /dashboard/stats: the spec's stats plus the activation funnel (#16) of the business day `today`. */
export async function dashboardStats(
  db: Executor,
  p: Principal,
  today: string,
): Promise<DashboardStatsResponse> {
  const stats = statsOf(await dashboardCounts(db, p));
  return { ...stats, activationFunnel: await activationFunnel(db, p, today) };
}
