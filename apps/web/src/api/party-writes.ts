import type { CreateAccountRequest, CreateAccountResponse } from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { refreshAfter, type Write } from './refresh';

/**
 * The three writes of a party resource (`/distributors` or `/retailers`): create (with its
 * Idempotency-Key), update, and a sign-in account for it. `refresh` names what each one
 * refreshes (api/refresh.ts).
 */
export function partyWrites<Input, Update, Answer>(
  path: '/distributors' | '/retailers',
  refresh: { create: Write; update: Write },
) {
  function useCreate() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ body, idempotencyKey }: { body: Input; idempotencyKey: string }) =>
        api.post<Answer>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
      onSuccess: () => refreshAfter(queryClient, refresh.create),
    });
  }

  function useUpdate() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, body }: { id: number; body: Update }) =>
        api.put<Answer>(`${path}/${id}`, body),
      onSuccess: () => refreshAfter(queryClient, refresh.update),
    });
  }

  function useCreateAccount() {
    return useMutation({
      mutationFn: ({ id, body }: { id: number; body: CreateAccountRequest }) =>
        api.post<CreateAccountResponse>(`${path}/${id}/account`, body),
    });
  }

  return { useCreate, useUpdate, useCreateAccount };
}
