import type {
  CreateTransferRequest,
  TransferAvailableResponse,
  TransferListQuery,
  TransferListResponse,
  TransferResponse,
} from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postOnce, useGet, useListGet, useRecordGet, useWrite } from './hooks';
import { transferKeys, type ListParams } from './keys';
import { isQueued, sendOrQueue } from './offline-queue';
import { refreshAfter } from './refresh';
import { useSignedInId } from './session';

export type TransfersQuery = ListParams<TransferListQuery>;

/** GET /transfers: the caller's side of the transfers, newest first. */
export function useTransfers(query: TransfersQuery) {
  return useListGet<TransferListResponse>(transferKeys.list(query), '/transfers', query);
}

/** GET /transfers/{id}: the transfer with its devices. */
export function useTransfer(id: number) {
  return useRecordGet<TransferResponse>(transferKeys.one(id), `/transfers/${id}`, id);
}

/** GET /transfers/available (admins): the devices a distributor may send. */
export function useTransferableMachines(distributorId: number | null) {
  return useGet<TransferAvailableResponse>(
    transferKeys.available(distributorId ?? 0),
    '/transfers/available',
    {
      query: { distributorId: distributorId ?? 0 },
      enabled: distributorId !== null && distributorId > 0,
    },
  );
}

/** POST /transfers with the dialog's Idempotency-Key (a double click makes one transfer). */
export function useCreateTransfer() {
  return useWrite('transferWrite', postOnce<CreateTransferRequest, TransferResponse>('/transfers'));
}

/**
 * POST /transfers/{id}/accept | refuse (with its reason) | cancel. Without a network it waits in
 * the offline queue (`{ queued }` is answered; decision 0155).
 */
export function useDecideTransfer(id: number, transferNumber = '') {
  const queryClient = useQueryClient();
  const userId = useSignedInId();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({
      decision,
      reason,
    }: {
      decision: 'accept' | 'refuse' | 'cancel';
      reason?: string;
    }) =>
      sendOrQueue<TransferResponse>(
        userId,
        'transferDecision',
        `/transfers/${id}/${decision}`,
        decision === 'refuse' ? { reason } : undefined,
        { transferId: id, transferNumber, decision },
      ),
    onSuccess: (answer) => {
      if (!isQueued(answer)) void refreshAfter(queryClient, 'transferWrite');
    },
  });
}
