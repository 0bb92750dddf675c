import type {
  OkResponse,
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookListResponse,
  WebhookResponse,
  WebhookWithSecretResponse,
  WebhookWriteRequest,
} from '@dd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useGet, useWrite } from './hooks';
import { webhookKeys } from './keys';
import { refreshAfter } from './refresh';

/** GET /webhooks (admins; Profile > Webhooks). */
export function useWebhooks() {
  return useGet<WebhookListResponse>(webhookKeys.list(), '/webhooks');
}

/** GET /webhooks/:id/deliveries: the latest deliveries first (one page of 50). */
export function useWebhookDeliveries(id: number, enabled = true) {
  return useGet<WebhookDeliveriesResponse>(
    webhookKeys.deliveries(id),
    `/webhooks/${id}/deliveries`,
    {
      query: { pageSize: 50 },
      enabled,
    },
  );
}

/** Reads the list and the delivery logs again (the log's Refresh: the list's last delivery too). */
export function useReloadWebhooks() {
  const queryClient = useQueryClient();
  return () => refreshAfter(queryClient, 'webhookWrite');
}

/** POST /webhooks: the answer carries the signing secret, once. */
export function useCreateWebhook() {
  return useWrite('webhookWrite', (body: WebhookWriteRequest) =>
    api.post<WebhookWithSecretResponse>('/webhooks', body),
  );
}

export function useUpdateWebhook() {
  return useWrite('webhookWrite', ({ id, body }: { id: number; body: WebhookWriteRequest }) =>
    api.put<WebhookResponse>(`/webhooks/${id}`, body),
  );
}

export function useDeleteWebhook() {
  return useWrite('webhookWrite', (id: number) => api.delete<OkResponse>(`/webhooks/${id}`));
}

/** POST /webhooks/:id/rotate-secret: a new secret, shown once; the old one stops at once. */
export function useRotateWebhookSecret() {
  return useWrite('webhookWrite', (id: number) =>
    api.post<WebhookWithSecretResponse>(`/webhooks/${id}/rotate-secret`),
  );
}

/** POST /webhooks/:id/test: queues a `webhook.test` delivery (the log shows how it went). */
export function useSendTestEvent() {
  return useWrite('webhookWrite', (id: number) =>
    api.post<WebhookDeliveryResponse>(`/webhooks/${id}/test`),
  );
}
