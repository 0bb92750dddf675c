import type { Webhook, WebhookDelivery } from '@dd/contract';
import type { webhookDeliveries, webhooks } from '../../db/schema';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type LastDelivery = Webhook['lastDelivery'];

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** A webhook as the API answers it: the secret only as a hint (`secretHint`, from secret.ts). */
export function serializeWebhook(
  row: WebhookRow,
  lastDelivery: LastDelivery,
  secretHint: string,
): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    secretHint,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    lastDelivery,
  };
}

export function serializeDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    deliveryId: row.deliveryId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: iso(row.createdAt),
    nextAttemptAt: row.status === 'pending' ? isoOrNull(row.nextAttemptAt) : null,
    deliveredAt: isoOrNull(row.deliveredAt),
  };
}

/** What the audit log keeps of a webhook: never the secret. */
export const auditView = (row: WebhookRow) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  active: row.active,
});
