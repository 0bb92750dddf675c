import type {
  CreateTransferRequest,
  TransferAvailableResponse,
  TransferListQuery,
  TransferListResponse,
  TransferResponse,
} from '@dd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { transferKeys, type ListParams } from './keys';
import { refreshAfter } from './refresh';

export type TransfersQuery = ListParams<TransferListQuery>;

/** GET /transfers: the caller's side of the transfers, newest first. */
export function useTransfers(query: TransfersQuery) {
  return useQuery({
    queryKey: transferKeys.list(query),
    queryFn: ({ signal }) => api.get<TransferListResponse>('/transfers', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /transfers/{id}: the transfer with its devices. */
export function useTransfer(id: number) {
  return useQuery({
    queryKey: transferKeys.one(id),
    queryFn: ({ signal }) => api.get<TransferResponse>(`/transfers/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /transfers/available (admins): the devices a distributor may send. */
export function useTransferableMachines(distributorId: number | null) {
  return useQuery({
    queryKey: transferKeys.available(distributorId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TransferAvailableResponse>('/transfers/available', {
        query: { distributorId: distributorId ?? 0 },
        signal,
      }),
    enabled: distributorId !== null && distributorId > 0,
  });
}

/** POST /transfers with the dialog's Idempotency-Key (a double click makes one transfer). */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateTransferRequest; key: string }) =>
      api.post<TransferResponse>('/transfers', body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => refreshAfter(queryClient, 'transferWrite'),
  });
}

/** POST /transfers/{id}/accept | refuse (with its reason) | cancel. */
export function useDecideTransfer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      decision,
      reason,
    }: {
      decision: 'accept' | 'refuse' | 'cancel';
      reason?: string;
    }) =>
      api.post<TransferResponse>(
        `/transfers/${id}/${decision}`,
        decision === 'refuse' ? { reason } : undefined,
      ),
    onSuccess: () => refreshAfter(queryClient, 'transferWrite'),
  });
}
