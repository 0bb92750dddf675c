import {
  rmaReportFileName,
  type CloseRmaBatchRequest,
  type CreateRmaBatchRequest,
  type RmaBatchListQuery,
  type RmaBatchListResponse,
  type RmaBatchResponse,
  type RmaReportFormat,
} from '@dd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { rmaKeys, type ListParams } from './keys';
import { refreshAfter } from './refresh';

export type RmaBatchesQuery = ListParams<RmaBatchListQuery>;

/** GET /rma-batches (admins): newest first. */
export function useRmaBatches(query: RmaBatchesQuery) {
  return useQuery({
    queryKey: rmaKeys.list(query),
    queryFn: ({ signal }) => api.get<RmaBatchListResponse>('/rma-batches', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /rma-batches/{id}: the batch with its devices. */
export function useRmaBatch(id: number) {
  return useQuery({
    queryKey: rmaKeys.one(id),
    queryFn: ({ signal }) => api.get<RmaBatchResponse>(`/rma-batches/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST /rma-batches with the dialog's Idempotency-Key (a double click makes one batch). */
export function useCreateRmaBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateRmaBatchRequest; key: string }) =>
      api.post<RmaBatchResponse>('/rma-batches', body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => refreshAfter(queryClient, 'rmaWrite'),
  });
}

/** POST /rma-batches/{id}/received. */
export function useMarkRmaReceived(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RmaBatchResponse>(`/rma-batches/${id}/received`),
    onSuccess: () => refreshAfter(queryClient, 'rmaWrite'),
  });
}

/** POST /rma-batches/{id}/close with an outcome per device. */
export function useCloseRmaBatch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseRmaBatchRequest) =>
      api.post<RmaBatchResponse>(`/rma-batches/${id}/close`, body),
    onSuccess: () => refreshAfter(queryClient, 'rmaWrite'),
  });
}

/** GET /rma-batches/{id}/report?format= as a file. */
export function useDownloadRmaReport(id: number, batchNumber: string) {
  return useMutation({
    mutationFn: async (format: RmaReportFormat) => {
      const file = await api.download(`/rma-batches/${id}/report`, { query: { format } });
      return { blob: file.blob, fileName: file.filename ?? rmaReportFileName(batchNumber, format) };
    },
  });
}
