import {
  type CreateTransferRequest,
  TransferAvailableResponse,
  type TransferListQuery,
  TransferListResponse,
  TransferResponse,
} from '@dd/contract';
import { postOnce, useGet, useListGet, useRecordGet, useWrite } from './hooks';
import { transferKeys, type ListParams } from './keys';
import { useFieldAction } from './offline-queue';

export type TransfersQuery = ListParams<TransferListQuery>;

/** GET /transfers: the caller's side of the transfers, newest first. */
export function useTransfers(query: TransfersQuery) {
  return useListGet(transferKeys.list(query), '/transfers', TransferListResponse, query);
}

/** GET /transfers/{id}: the transfer with its devices. */
export function useTransfer(id: number) {
  return useRecordGet(transferKeys.one(id), `/transfers/${id}`, TransferResponse, id);
}

/** GET /transfers/available (admins): the devices a distributor may send. */
export function useTransferableMachines(distributorId: number | null) {
  return useGet(
    transferKeys.available(distributorId ?? 0),
    '/transfers/available',
    TransferAvailableResponse,
    {
      query: { distributorId: distributorId ?? 0 },
      enabled: distributorId !== null && distributorId > 0,
    },
  );
}

/** POST /transfers with the dialog's Idempotency-Key (a double click makes one transfer). */
export function useCreateTransfer() {
  return useWrite(
    'transferWrite',
    postOnce<CreateTransferRequest, TransferResponse>('/transfers', TransferResponse),
  );
}

/** A transfer's decision: accept, refuse (with its reason) or cancel. */
type TransferDecision = { decision: 'accept' | 'refuse' | 'cancel'; reason?: string };

/**
 * POST /transfers/{id}/accept | refuse (with its reason) | cancel. Without a network it waits in
 * the offline queue (`{ queued }` is answered; decision 0155).
 */
export function useDecideTransfer(id: number, transferNumber = '') {
  return useFieldAction(({ decision, reason }: TransferDecision) => ({
    kind: 'transferDecision',
    path: `/transfers/${id}/${decision}`,
    body: decision === 'refuse' ? { reason } : undefined,
    subject: { transferId: id, transferNumber, decision },
  }));
}
