import { CreateAccountResponse, type CreateAccountRequest } from '@dd/contract';
import { useMutation } from '@tanstack/react-query';
import { api, type AnswerSchema } from '../lib/api';
import { postOnce, useWrite } from './hooks';
import type { Write } from './refresh';

/**
 * The three writes of a party resource (`/distributors` or `/retailers`): create (with its
 * Idempotency-Key), update, and a sign-in account for it. `refresh` names what each one
 * refreshes (api/refresh.ts); `schema` is the party's answer.
 */
export function partyWrites<Input, Update, Answer>(
  path: '/distributors' | '/retailers',
  schema: AnswerSchema<Answer>,
  refresh: { create: Write; update: Write },
) {
  const post = postOnce<Input, Answer>(path, schema);
  const useCreate = () =>
    useWrite(refresh.create, ({ body, idempotencyKey }: { body: Input; idempotencyKey: string }) =>
      post({ body, key: idempotencyKey }),
    );

  const useUpdate = () =>
    useWrite(refresh.update, ({ id, body }: { id: number; body: Update }) =>
      api.put(`${path}/${id}`, body, { schema }),
    );

  function useCreateAccount() {
    return useMutation({
      mutationFn: ({ id, body }: { id: number; body: CreateAccountRequest }) =>
        api.post(`${path}/${id}/account`, body, { schema: CreateAccountResponse }),
    });
  }

  return { useCreate, useUpdate, useCreateAccount };
}
