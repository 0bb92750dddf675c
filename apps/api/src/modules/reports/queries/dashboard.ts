import {
  MACHINE_STATUSES,
  MACHINE_TYPES,
  ORDER_STATUSES,
  type OrderStatus,
  type ReportsDashboardResponse,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import { orderScope } from '../../../access/scope';
import type { Principal } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { rows } from '../../../db/rows';
import { orders } from '../../../db/schema';
import { dashboardCounts, statsOf } from '../../dashboard';
import { REPORT_TIME_ZONE } from '../report-sql';

/** The orders chart covers today and the 89 days before it (days in India). */
const ORDERS_CHART_DAYS = 90;

type DayCount = { date: string; status: OrderStatus; count: number };

/**
 * Orders per day and status over the last ORDERS_CHART_DAYS days, in the caller's scope. Sparse:
 * only (day, status) pairs with at least one order, by day then status in lifecycle order.
 */
async function ordersByStatusOverTime(db: Executor, p: Principal): Promise<DayCount[]> {
  const scope = orderScope(p);
  const tz = REPORT_TIME_ZONE;
  const day = sql`to_char(${orders.createdAt} AT TIME ZONE ${tz}, 'YYYY-MM-DD')`;
  const since = sql`((((now() AT TIME ZONE ${tz})::date - ${ORDERS_CHART_DAYS - 1}::int)::timestamp) AT TIME ZONE ${tz})`;
  const found = await rows<DayCount>(
    db,
    sql`SELECT ${day} AS "date", ${orders.status} AS "status", count(*)::int AS "count"
        FROM ${orders}
        WHERE ${orders.createdAt} >= ${since}${scope ? sql` AND ${scope}` : sql``}
        GROUP BY 1, 2`,
  );
  const rank = (s: OrderStatus) => ORDER_STATUSES.indexOf(s);
  return found
    .map((r) => ({ date: r.date, status: r.status, count: Number(r.count) }))
    .sort((a, b) =>
      a.date === b.date ? rank(a.status) - rank(b.status) : a.date < b.date ? -1 : 1,
    );
}

/** GET /reports/dashboard: the dashboard stats plus the chart series, in the caller's scope. */
export async function reportsDashboard(
  db: Executor,
  p: Principal,
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
    ordersByStatusOverTime: await ordersByStatusOverTime(db, p),
  };
}
