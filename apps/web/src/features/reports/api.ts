import type {
  DistributorListResponse,
  ReportPreviewResponse,
  ReportType,
  RetailerListResponse,
} from '@dd/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The preview shows the report's first rows (the file has them all). */
export const PREVIEW_PAGE_SIZE = 10;

/** The most the API answers in one page: every distributor / retailer for a filter select. */
export const OPTIONS_PAGE_SIZE = 500;

export interface Option {
  id: number;
  name: string;
}

export const reportKeys = {
  preview: (type: ReportType, query: Record<string, string>) =>
    ['reports', 'preview', type, query] as const,
  distributors: () => ['reports', 'options', 'distributors'] as const,
  retailers: (distributorId: string | undefined) =>
    ['reports', 'options', 'retailers', distributorId ?? 'all'] as const,
};

/**
 * GET /reports/{type}?<filters>&page=1&pageSize=10: the first rows, the columns and the total
 * (the server limits a distributor to its own rows). The previous preview stays while the next
 * one loads.
 */
export function useReportPreview(
  type: ReportType,
  query: Record<string, string>,
  enabled: boolean,
) {
  return useQuery({
    queryKey: reportKeys.preview(type, query),
    queryFn: ({ signal }) =>
      api.get<ReportPreviewResponse>(`/reports/${type}`, {
        signal,
        query: { ...query, page: 1, pageSize: PREVIEW_PAGE_SIZE },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every distributor the user may see (an admin all of them), for the Distributor filter. */
export function useDistributorOptions(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.distributors(),
    queryFn: async ({ signal }): Promise<Option[]> => {
      const answer = await api.get<DistributorListResponse>('/distributors', {
        signal,
        query: { pageSize: OPTIONS_PAGE_SIZE },
      });
      return answer.distributors.map((d) => ({ id: d.id, name: d.name }));
    },
    enabled,
    staleTime: 60_000,
  });
}

/** The retailers of one distributor (or all the user may see), for the Retailer filter. */
export function useRetailerOptions(distributorId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.retailers(distributorId),
    queryFn: async ({ signal }): Promise<Option[]> => {
      const answer = await api.get<RetailerListResponse>('/retailers', {
        signal,
        query: { distributorId, pageSize: OPTIONS_PAGE_SIZE },
      });
      return answer.retailers.map((r) => ({ id: r.id, name: r.name }));
    },
    enabled,
    staleTime: 60_000,
  });
}
