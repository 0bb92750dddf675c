import { z } from 'zod';
import { MachineStatus, MachineType, OrderStatus } from './enums';
import { Count, IsoDate } from './common';
import { MachineStats } from './machines';

export const DashboardStats = z.object({
  /** The machines screen's stat cards but the partner-type ones. */
  machines: MachineStats.omit({ b2b: true, b2c: true }),
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
