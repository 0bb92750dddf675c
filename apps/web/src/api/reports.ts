import type { ReportPreviewResponse, ReportType } from '@dd/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { reportKeys } from './keys';

/** The preview shows the report's first rows (the file has them all). */
export const PREVIEW_PAGE_SIZE = 10;

export interface Option {
  id: number;
  name: string;
}

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
