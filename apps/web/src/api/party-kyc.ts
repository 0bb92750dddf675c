import type { KycDecision } from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { refreshAfter } from './refresh';

/**
 * PUT /distributors/:id/kyc or /retailers/:id/kyc (admins): VERIFIED, or REJECTED with a reason.
 * Refreshes that kind's lists and details.
 */
export function useDecideKyc(path: '/distributors' | '/retailers') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: KycDecision }) =>
      api.put<unknown>(`${path}/${id}/kyc`, body),
    onSuccess: () =>
      refreshAfter(
        queryClient,
        'kycDecision',
        path === '/distributors' ? 'distributors' : 'retailers',
      ),
  });
}
