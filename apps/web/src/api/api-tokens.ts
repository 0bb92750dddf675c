import type {
  ApiToken,
  ApiTokenListResponse,
  CreateApiTokenRequest,
  CreateApiTokenResponse,
  MessageResponse,
} from '@dd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { apiTokenKeys } from './keys';
import { refreshAfter } from './refresh';

/** GET /tokens: the signed-in user's own tokens that are not revoked, newest first. */
export function useApiTokens() {
  return useQuery({
    queryKey: apiTokenKeys.all,
    queryFn: async ({ signal }): Promise<ApiToken[]> =>
      (await api.get<ApiTokenListResponse>('/tokens', { signal })).tokens,
  });
}

/** POST /tokens: the answer holds the secret, shown once; the list is read again. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenRequest) => api.post<CreateApiTokenResponse>('/tokens', body),
    onSuccess: () => refreshAfter(queryClient, 'apiTokenWrite'),
  });
}

/** DELETE /tokens/:id: the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/tokens/${id}`),
    onSuccess: () => refreshAfter(queryClient, 'apiTokenWrite'),
  });
}
