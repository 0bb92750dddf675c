import {
  REPORT_MIME_TYPES,
  reportFileName,
  type ReportFormat,
  ReportPreviewResponse,
  type ReportType,
} from '@dd/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { reportKeys } from './keys';

/** The preview shows the report's first rows (the file has them all). */
const PREVIEW_PAGE_SIZE = 10;

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
      api.get(`/reports/${type}`, {
        schema: ReportPreviewResponse,
        signal,
        query: { ...query, page: 1, pageSize: PREVIEW_PAGE_SIZE },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /reports/{type}/export?format=&<filters>: the file, with `onProgress` told the bytes
 * received as they stream in. Throws ApiError for a failed answer, AbortError when `signal` aborts.
 */
export async function downloadReport(
  type: ReportType,
  format: ReportFormat,
  query: Record<string, string>,
  options: { signal?: AbortSignal; onProgress?: (received: number) => void } = {},
): Promise<{ blob: Blob; fileName: string }> {
  const mime = REPORT_MIME_TYPES[format];
  const file = await api.download(`/reports/${type}/export`, {
    query: { ...query, format },
    headers: { Accept: `${mime}, */*` },
    signal: options.signal,
    onProgress: options.onProgress,
  });
  return {
    blob: file.blob.type ? file.blob : new Blob([file.blob], { type: mime }),
    fileName: file.filename ?? reportFileName(type, format, new Date()),
  };
}
