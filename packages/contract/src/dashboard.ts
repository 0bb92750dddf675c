import { z } from 'zod';
import { MachineStatus, MachineType, OrderStatus } from './enums';
import { Count, counts, IsoDate } from './common';
import { MachineStats } from './machines';

export const DashboardStats = z.object({
  /** The machines screen's stat cards but the partner-type ones. */
  machines: MachineStats.omit({ b2b: true, b2c: true }),
  assignments: z.object({ total: Count, active: Count, returned: Count }),
  /** completed = DELIVERED orders. */
  orders: z.object({ total: Count, pending: Count, completed: Count }),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/**
 * The activation funnel (#16): devices at retailers in the caller's scope by activation state,
 * and how many of them are idle (THE idle rule: allotted or installed, not activated for more
 * than the provider's idle days).
 */
export const ActivationFunnel = counts('allotted', 'installed', 'activated', 'deactivated', 'idle');
export type ActivationFunnel = z.infer<typeof ActivationFunnel>;

/** GET /dashboard/stats answers the stats object itself, plus the activation funnel (#16). */
export const DashboardStatsResponse = DashboardStats.extend({ activationFunnel: ActivationFunnel });
export type DashboardStatsResponse = z.infer<typeof DashboardStatsResponse>;

/** GET /reports/dashboard. */
export const ReportsDashboardResponse = z.object({
  stats: DashboardStats,
  machinesByStatus: z.array(z.object({ status: MachineStatus, count: Count })),
  machinesByType: z.array(z.object({ type: MachineType, count: Count })),
  ordersByStatusOverTime: z.array(z.object({ date: IsoDate, status: OrderStatus, count: Count })),
});
export type ReportsDashboardResponse = z.infer<typeof ReportsDashboardResponse>;
