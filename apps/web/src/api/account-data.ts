import {
  DeletionRequestListResponse,
  DeletionRequestResponse,
  type DeletionRequestStatus,
  MyDeletionRequestResponse,
} from '@dd/contract';
import { toIsoDate } from '@dd/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { downloadFile, useWrite } from './hooks';
import { deletionRequestKeys, profileKeys } from './keys';

/** GET /auth/data-export: the signed-in user's own data as a JSON file. */
export function useExportMyData() {
  return useMutation({
    mutationFn: () => downloadFile('/auth/data-export', `my-data-${toIsoDate(new Date())}.json`),
  });
}

/** GET /auth/deletion-request: the user's latest request to delete the account (or null). */
export function useMyDeletionRequest() {
  return useQuery({
    queryKey: profileKeys.deletionRequest(),
    queryFn: async ({ signal }) =>
      (await api.get('/auth/deletion-request', { schema: MyDeletionRequestResponse, signal }))
        .request,
  });
}

/** POST /auth/deletion-request under the dialog's Idempotency-Key. */
export function useRequestDeletion() {
  return useWrite('deletionRequestWrite', (key: string) =>
    api.post('/auth/deletion-request', undefined, {
      schema: DeletionRequestResponse,
      headers: { 'Idempotency-Key': key },
    }),
  );
}

export type DeletionQueueStatus = DeletionRequestStatus | 'all';

/** GET /account-deletion-requests (admins): pending first-come first by default. */
export function useDeletionRequests(query: { status: DeletionQueueStatus; page: number }) {
  return useQuery({
    queryKey: deletionRequestKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/account-deletion-requests', {
        schema: DeletionRequestListResponse,
        query: { ...query, pageSize: 20 },
        signal,
      }),
  });
}

/** POST /account-deletion-requests/{id}/deactivate or /decline (admins). */
export function useDecideDeletion() {
  return useWrite(
    'deletionRequestWrite',
    ({ id, decision, key }: { id: number; decision: 'deactivate' | 'decline'; key: string }) =>
      api.post(`/account-deletion-requests/${id}/${decision}`, undefined, {
        schema: DeletionRequestResponse,
        headers: { 'Idempotency-Key': key },
      }),
  );
}
