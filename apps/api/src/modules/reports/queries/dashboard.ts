import {
  MACHINE_STATUSES,
  MACHINE_TYPES,
  ORDER_STATUSES,
  OrderStatus,
  type ReportsDashboardResponse,
  BUSINESS_TIME_ZONE,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { orderScope } from '../../../access/scope';
import type { Principal } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { rows } from '../../../db/rows';
import { orders } from '../../../db/schema';
import { dashboardCounts, statsOf } from '../../dashboard';

/** The orders chart covers today and the 89 days before it (days in India). */
const ORDERS_CHART_DAYS = 90;

const DayCount = z.object({ date: z.iso.date(), status: OrderStatus, count: z.int() });
type DayCount = z.infer<typeof DayCount>;

/**
 * Orders per day and status over the last ORDERS_CHART_DAYS days to `today` (India's), in the
 * caller's scope. Sparse: only (day, status) pairs with at least one order, by day then status in
 * lifecycle order.
 */
async function ordersByStatusOverTime(
  db: Executor,
  p: Principal,
  today: string,
): Promise<DayCount[]> {
  const scope = orderScope(p);
  const tz = BUSINESS_TIME_ZONE;
  const day = sql`to_char(${orders.createdAt} AT TIME ZONE ${tz}, 'YYYY-MM-DD')`;
  const since = sql`(((${today}::date - ${ORDERS_CHART_DAYS - 1}::int)::timestamp) AT TIME ZONE ${tz})`;
  const found = await rows(
    db,
    sql`SELECT ${day} AS "date", ${orders.status} AS "status", count(*)::int AS "count"
        FROM ${orders}
        WHERE ${orders.createdAt} >= ${since}${scope ? sql` AND ${scope}` : sql``}
        GROUP BY 1, 2`,
    DayCount,
  );
  const rank = (s: OrderStatus) => ORDER_STATUSES.indexOf(s);
  return found.sort((a, b) =>
    a.date === b.date ? rank(a.status) - rank(b.status) : a.date < b.date ? -1 : 1,
  );
}

/** GET /reports/dashboard: the dashboard stats plus the chart series to `today`, in the caller's scope. */
export async function reportsDashboard(
  db: Executor,
  p: Principal,
  today: string,
): Promise<ReportsDashboardResponse> {
  const counts = await dashboardCounts(db, p);
  const m = counts.machines;
  const byStatus = {
    AVAILABLE: m.available,
    ASSIGNED: m.assigned,
    MAINTENANCE: m.maintenance,
    RETIRED: m.retired,
  };
  const byType = { POS: m.pos, SOUNDBOX: m.soundbox };
  return {
    stats: statsOf(counts),
    machinesByStatus: MACHINE_STATUSES.map((status) => ({ status, count: byStatus[status] })),
    machinesByType: MACHINE_TYPES.map((type) => ({ type, count: byType[type] })),
    ordersByStatusOverTime: await ordersByStatusOverTime(db, p, today),
  };
}
