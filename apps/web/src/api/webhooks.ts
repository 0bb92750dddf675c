import {
  OkResponse,
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookListResponse,
  WebhookResponse,
  WebhookWithSecretResponse,
  type WebhookWriteRequest,
} from '@dd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useGet, useWrite } from './hooks';
import { webhookKeys } from './keys';
import { refreshAfter } from './refresh';

/** GET /webhooks (admins; Profile > Webhooks). */
export function useWebhooks() {
  return useGet(webhookKeys.list(), '/webhooks', WebhookListResponse);
}

/** GET /webhooks/:id/deliveries: the latest deliveries first (one page of 50). */
export function useWebhookDeliveries(id: number, enabled = true) {
  return useGet(
    webhookKeys.deliveries(id),
    `/webhooks/${id}/deliveries`,
    WebhookDeliveriesResponse,
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
    api.post('/webhooks', body, { schema: WebhookWithSecretResponse }),
  );
}

export function useUpdateWebhook() {
  return useWrite('webhookWrite', ({ id, body }: { id: number; body: WebhookWriteRequest }) =>
    api.put(`/webhooks/${id}`, body, { schema: WebhookResponse }),
  );
}

export function useDeleteWebhook() {
  return useWrite('webhookWrite', (id: number) =>
    api.delete(`/webhooks/${id}`, { schema: OkResponse }),
  );
}

/** POST /webhooks/:id/rotate-secret: a new secret, shown once; the old one stops at once. */
export function useRotateWebhookSecret() {
  return useWrite('webhookWrite', (id: number) =>
    api.post(`/webhooks/${id}/rotate-secret`, undefined, { schema: WebhookWithSecretResponse }),
  );
}

/** POST /webhooks/:id/test: queues a `webhook.test` delivery (the log shows how it went). */
export function useSendTestEvent() {
  return useWrite('webhookWrite', (id: number) =>
    api.post(`/webhooks/${id}/test`, undefined, { schema: WebhookDeliveryResponse }),
  );
}
