import type {
  Assignment,
  AssignmentListResponse,
  DashboardStatsResponse,
  Order,
  OrderListResponse,
  ReportsDashboardResponse,
} from '@dd/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api';
import { dashboardKeys } from './keys';

/** docs/product.md section 8: the dashboard's recent lists show the newest 5. */
export const RECENT_LIMIT = 5;

/**
 * docs/product.md section 7: dashboard fetch failures are only logged; the screen shows what it has
 * (zeros, empty lists) and loading ends. No toast.
 */
function useLogFailure(query: UseQueryResult<unknown>, what: string) {
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`Dashboard: loading ${what} failed`, error);
  }, [error, what]);
}

export function useDashboardStats() {
  const query = useQuery({
    queryKey: dashboardKeys.stats,
    queryFn: ({ signal }) => api.get<DashboardStatsResponse>('/dashboard/stats', { signal }),
  });
  useLogFailure(query, 'stats');
  return query;
}

export function useDashboardCharts() {
  const query = useQuery({
    queryKey: dashboardKeys.charts,
    queryFn: ({ signal }) => api.get<ReportsDashboardResponse>('/reports/dashboard', { signal }),
  });
  useLogFailure(query, 'charts');
  return query;
}

export function useRecentOrders() {
  const query = useQuery({
    queryKey: dashboardKeys.recentOrders,
    queryFn: async ({ signal }): Promise<Order[]> => {
      const answer = await api.get<OrderListResponse>('/orders', {
        query: { limit: RECENT_LIMIT },
        signal,
      });
      return answer.orders ?? [];
    },
  });
  useLogFailure(query, 'recent orders');
  return query;
}

/** Only asked for roles that may read assignments (a retailer would get 403). */
export function useRecentAssignments(enabled: boolean) {
  const query = useQuery({
    queryKey: dashboardKeys.recentAssignments,
    enabled,
    queryFn: async ({ signal }): Promise<Assignment[]> => {
      const answer = await api.get<AssignmentListResponse>('/assignments', {
        query: { limit: RECENT_LIMIT },
        signal,
      });
      return answer.assignments ?? [];
    },
  });
  useLogFailure(query, 'recent assignments');
  return query;
}
