import { OrderDetailResponse, type ReceiptConfirmationRequest } from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useFieldAction } from './offline-queue';
import { refreshAfter } from './refresh';
import { orderKeys } from './keys';

/**
 * Confirmed delivery of an order: the receiver confirms receipt with the hand-over code, an
 * admin issues a new code (unlocks after too many wrong codes). Both answer the order detail.
 * Without a network the confirmation waits in the offline queue (`{ queued }`; decision 0155).
 */
export function useConfirmReceipt(orderId: number, orderNumber = '') {
  const queryClient = useQueryClient();
  return useFieldAction(
    (body: ReceiptConfirmationRequest) => ({
      kind: 'handoverConfirmation',
      path: `/orders/${orderId}/receipt-confirmation`,
      body,
      subject: { orderId, orderNumber },
    }),
    {
      onAnswer: (answer: OrderDetailResponse) => {
        queryClient.setQueryData(orderKeys.detail(orderId), answer);
        void refreshAfter(queryClient, 'orderStatus');
      },
      // A wrong code changes the tries left (and may lock the order): show the new state.
      onError: () => void refreshAfter(queryClient, 'handoverRefused', orderId),
    },
  );
}

export function useIssueHandoverCode(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/orders/${orderId}/handover-code`, undefined, { schema: OrderDetailResponse }),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKeys.detail(orderId), answer);
    },
  });
}
