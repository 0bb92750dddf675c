import {
  type Assignment,
  AssignmentListResponse,
  DashboardStatsResponse,
  type Order,
  OrderListResponse,
  ReportsDashboardResponse,
} from '@dd/contract';
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, type AnswerSchema } from '../lib/api';
import { useGet } from './hooks';
import { dashboardKeys } from './keys';

/** docs/product/texts.md: the dashboard's recent lists show the newest 5. */
const RECENT_LIMIT = 5;

/**
 * docs/product/texts.md: dashboard fetch failures are only logged; the screen shows what it has
 * (zeros, empty lists) and loading ends. No toast.
 */
function useLogFailure(query: UseQueryResult<unknown>, what: string) {
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`Dashboard: loading ${what} failed`, error);
  }, [error, what]);
}

export function useDashboardStats() {
  const query = useGet(dashboardKeys.stats, '/dashboard/stats', DashboardStatsResponse);
  useLogFailure(query, 'stats');
  return query;
}

export function useDashboardCharts() {
  const query = useGet(dashboardKeys.charts, '/reports/dashboard', ReportsDashboardResponse);
  useLogFailure(query, 'charts');
  return query;
}

/** The newest RECENT_LIMIT rows of a list (`rows` picks them from its answer, `schema`). */
function useRecent<Answer, Row>(
  queryKey: QueryKey,
  path: string,
  schema: AnswerSchema<Answer>,
  rows: (answer: Answer) => Row[] | undefined,
  what: string,
  enabled = true,
) {
  const query = useQuery({
    queryKey,
    enabled,
    queryFn: async ({ signal }): Promise<Row[]> => {
      const answer = await api.get(path, { schema, query: { limit: RECENT_LIMIT }, signal });
      return rows(answer) ?? [];
    },
  });
  useLogFailure(query, what);
  return query;
}

export const useRecentOrders = () =>
  useRecent<OrderListResponse, Order>(
    dashboardKeys.recentOrders,
    '/orders',
    OrderListResponse,
    (answer) => answer.orders,
    'recent orders',
  );

/** Only asked for roles that may read assignments (a retailer would get 403). */
export const useRecentAssignments = (enabled: boolean) =>
  useRecent<AssignmentListResponse, Assignment>(
    dashboardKeys.recentAssignments,
    '/assignments',
    AssignmentListResponse,
    (answer) => answer.assignments,
    'recent assignments',
    enabled,
  );
