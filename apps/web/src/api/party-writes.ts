import type { CreateAccountRequest, CreateAccountResponse } from '@dd/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api';
import { postOnce, useWrite } from './hooks';
import type { Write } from './refresh';

/**
 * The three writes of a party resource (`/distributors` or `/retailers`): create (with its
 * Idempotency-Key), update, and a sign-in account for it. `refresh` names what each one
 * refreshes (api/refresh.ts).
 */
export function partyWrites<Input, Update, Answer>(
  path: '/distributors' | '/retailers',
  refresh: { create: Write; update: Write },
) {
  const post = postOnce<Input, Answer>(path);
  const useCreate = () =>
    useWrite(refresh.create, ({ body, idempotencyKey }: { body: Input; idempotencyKey: string }) =>
      post({ body, key: idempotencyKey }),
    );

  const useUpdate = () =>
    useWrite(refresh.update, ({ id, body }: { id: number; body: Update }) =>
      api.put<Answer>(`${path}/${id}`, body),
    );

  function useCreateAccount() {
    return useMutation({
      mutationFn: ({ id, body }: { id: number; body: CreateAccountRequest }) =>
        api.post<CreateAccountResponse>(`${path}/${id}/account`, body),
    });
  }

  return { useCreate, useUpdate, useCreateAccount };
}
