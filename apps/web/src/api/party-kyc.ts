import { DistributorResponse, RetailerResponse, type KycDecision } from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type AnswerSchema } from '../lib/api';
import { refreshAfter } from './refresh';

/**
 * PUT /distributors/:id/kyc or /retailers/:id/kyc (admins): VERIFIED, or REJECTED with a reason.
 * Refreshes that kind's lists and details.
 */
export function useDecideKyc(path: '/distributors' | '/retailers') {
  const queryClient = useQueryClient();
  const answer: AnswerSchema<unknown> =
    path === '/distributors' ? DistributorResponse : RetailerResponse;
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: KycDecision }): Promise<unknown> =>
      api.put(`${path}/${id}/kyc`, body, { schema: answer }),
    onSuccess: () =>
      refreshAfter(
        queryClient,
        'kycDecision',
        path === '/distributors' ? 'distributors' : 'retailers',
      ),
  });
}
