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
import { refreshAfter } from './refresh';

export type RmaBatchesQuery = Partial<Record<keyof RmaBatchListQuery, string | number>>;

export const rmaKeys = {
  all: ['rma'] as const,
  list: (query: RmaBatchesQuery) => ['rma', 'list', query] as const,
  one: (id: number) => ['rma', 'one', id] as const,
};

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

/** A batch step changes the batches and, at close, where the machines are. */
async function afterRmaWrite(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: rmaKeys.all }),
    refreshAfter(queryClient, 'machineWrite'),
  ]);
}

/** POST /rma-batches with the dialog's Idempotency-Key (a double click makes one batch). */
export function useCreateRmaBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateRmaBatchRequest; key: string }) =>
      api.post<RmaBatchResponse>('/rma-batches', body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => afterRmaWrite(queryClient),
  });
}

/** POST /rma-batches/{id}/received. */
export function useMarkRmaReceived(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RmaBatchResponse>(`/rma-batches/${id}/received`),
    onSuccess: () => afterRmaWrite(queryClient),
  });
}

/** POST /rma-batches/{id}/close with an outcome per device. */
export function useCloseRmaBatch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseRmaBatchRequest) =>
      api.post<RmaBatchResponse>(`/rma-batches/${id}/close`, body),
    onSuccess: () => afterRmaWrite(queryClient),
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
