import { z } from 'zod';
import { MachineStatus, MachineType, OrderStatus } from './enums';
import { Count, IsoDate } from './common';

export const DashboardStats = z.object({
  machines: z.object({
    total: Count,
    pos: Count,
    soundbox: Count,
    available: Count,
    assigned: Count,
    maintenance: Count,
  }),
  assignments: z.object({ total: Count, active: Count, returned: Count }),
  /** completed = DELIVERED orders. */
  orders: z.object({ total: Count, pending: Count, completed: Count }),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/** GET /dashboard/stats answers the stats object itself. */
export const DashboardStatsResponse = DashboardStats;
export type DashboardStatsResponse = DashboardStats;

/** GET /reports/dashboard. */
export const ReportsDashboardResponse = z.object({
  stats: DashboardStats,
  machinesByStatus: z.array(z.object({ status: MachineStatus, count: Count })),
  machinesByType: z.array(z.object({ type: MachineType, count: Count })),
  ordersByStatusOverTime: z.array(z.object({ date: IsoDate, status: OrderStatus, count: Count })),
});
export type ReportsDashboardResponse = z.infer<typeof ReportsDashboardResponse>;
