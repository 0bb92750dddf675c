import type {
  OkResponse,
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookListResponse,
  WebhookResponse,
  WebhookWithSecretResponse,
  WebhookWriteRequest,
} from '@dd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { webhookKeys } from './keys';
import { refreshAfter } from './refresh';

/** GET /webhooks (admins; Profile > Webhooks). */
export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => api.get<WebhookListResponse>('/webhooks', { signal }),
  });
}

/** GET /webhooks/:id/deliveries: the latest deliveries first (one page of 50). */
export function useWebhookDeliveries(id: number, enabled = true) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) =>
      api.get<WebhookDeliveriesResponse>(`/webhooks/${id}/deliveries`, {
        signal,
        query: { pageSize: 50 },
      }),
    enabled,
  });
}

/** Reads the list and the delivery logs again (the log's Refresh: the list's last delivery too). */
export function useReloadWebhooks() {
  const queryClient = useQueryClient();
  return () => refreshAfter(queryClient, 'webhookWrite');
}

/** POST /webhooks: the answer carries the signing secret, once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookWriteRequest) =>
      api.post<WebhookWithSecretResponse>('/webhooks', body),
    onSuccess: () => refreshAfter(queryClient, 'webhookWrite'),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WebhookWriteRequest }) =>
      api.put<WebhookResponse>(`/webhooks/${id}`, body),
    onSuccess: () => refreshAfter(queryClient, 'webhookWrite'),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<OkResponse>(`/webhooks/${id}`),
    onSuccess: () => refreshAfter(queryClient, 'webhookWrite'),
  });
}

/** POST /webhooks/:id/rotate-secret: a new secret, shown once; the old one stops at once. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<WebhookWithSecretResponse>(`/webhooks/${id}/rotate-secret`),
    onSuccess: () => refreshAfter(queryClient, 'webhookWrite'),
  });
}

/** POST /webhooks/:id/test: queues a `webhook.test` delivery (the log shows how it went). */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<WebhookDeliveryResponse>(`/webhooks/${id}/test`),
    onSuccess: () => refreshAfter(queryClient, 'webhookWrite'),
  });
}
