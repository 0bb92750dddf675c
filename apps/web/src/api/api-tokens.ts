import {
  type ApiToken,
  ApiTokenListResponse,
  type CreateApiTokenRequest,
  CreateApiTokenResponse,
  MessageResponse,
} from '@dd/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useWrite } from './hooks';
import { apiTokenKeys } from './keys';

/** GET /tokens: the signed-in user's own tokens that are not revoked, newest first. */
export function useApiTokens() {
  return useQuery({
    queryKey: apiTokenKeys.all,
    queryFn: async ({ signal }): Promise<ApiToken[]> =>
      (await api.get('/tokens', { schema: ApiTokenListResponse, signal })).tokens,
  });
}

/** POST /tokens: the answer holds the secret, shown once; the list is read again. */
export function useCreateApiToken() {
  return useWrite('apiTokenWrite', (body: CreateApiTokenRequest) =>
    api.post('/tokens', body, { schema: CreateApiTokenResponse }),
  );
}

/** DELETE /tokens/:id: the token stops working at once. */
export function useRevokeApiToken() {
  return useWrite('apiTokenWrite', (id: number) =>
    api.delete(`/tokens/${id}`, { schema: MessageResponse }),
  );
}
