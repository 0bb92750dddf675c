import { z } from 'zod';
import { Count, IntId, IsoDateTime, PageMeta, Pagination } from './common';
import { NOTIFICATION_EVENT_TYPES, NotificationEventType } from './notification-events';

/** The event types a webhook may subscribe to: every outbox event (docs/webhooks.md). */
export const WEBHOOK_EVENT_TYPES = NOTIFICATION_EVENT_TYPES;

/** A webhook's URL problem the form can tell before asking the server (no DNS here). */
export type WebhookUrlProblem = 'webhook_url_invalid' | null;

/** The WHATWG URL parser of browsers and Node (this package has no DOM or Node types). */
type ParsedUrl = { protocol: string; username: string; password: string; hostname: string };
const UrlParser = (globalThis as unknown as { URL: new (value: string) => ParsedUrl }).URL;

/** http(s), a host, no user name or password in it. The server also refuses private hosts. */
export function webhookUrlProblem(value: string): WebhookUrlProblem {
  let url: ParsedUrl;
  try {
    url = new UrlParser(value);
  } catch {
    return 'webhook_url_invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'webhook_url_invalid';
  if (url.username !== '' || url.password !== '' || url.hostname === '')
    return 'webhook_url_invalid';
  return null;
}

export const WebhookUrl = z.string().trim().min(1, 'URL is required').max(2000);

const Events = z
  .array(NotificationEventType)
  .min(1, 'Choose at least one event')
  .transform((list) => [...new Set(list)]);

/** POST /webhooks and PUT /webhooks/:id (a PUT replaces all four). */
export const WebhookWriteRequest = z.strictObject({
  url: WebhookUrl,
  description: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => (v ? v : null)),
  events: Events,
  active: z.boolean().default(true),
});
export type WebhookWriteRequest = z.input<typeof WebhookWriteRequest>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const WebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

export const Webhook = z.object({
  id: IntId,
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  active: z.boolean(),
  /** The secret's prefix and last four characters: the full secret is shown once. */
  secretHint: z.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  /** The latest delivery (test events included), or null before the first. */
  lastDelivery: z
    .object({
      status: WebhookDeliveryStatus,
      statusCode: z.number().int().nullable(),
      at: IsoDateTime,
    })
    .nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

export const WebhookResponse = z.object({ webhook: Webhook });
export type WebhookResponse = z.infer<typeof WebhookResponse>;

/** Create and rotate-secret: the only answers that carry the full signing secret. */
export const WebhookWithSecretResponse = z.object({ webhook: Webhook, secret: z.string() });
export type WebhookWithSecretResponse = z.infer<typeof WebhookWithSecretResponse>;

export const WebhookListResponse = z.object({ webhooks: z.array(Webhook) });
export type WebhookListResponse = z.infer<typeof WebhookListResponse>;

export const WebhookDelivery = z.object({
  id: IntId,
  /** The X-Webhook-Id header and the body's `id`: the same on every try. */
  deliveryId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: WebhookDeliveryStatus,
  attempts: Count,
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: IsoDateTime,
  /** When the next try is due (pending only). */
  nextAttemptAt: IsoDateTime.nullable(),
  deliveredAt: IsoDateTime.nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesQuery = Pagination;
export type WebhookDeliveriesQuery = z.input<typeof WebhookDeliveriesQuery>;

export const WebhookDeliveriesResponse = z.object({
  deliveries: z.array(WebhookDelivery),
  ...PageMeta.shape,
});
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;

export const WebhookDeliveryResponse = z.object({ delivery: WebhookDelivery });
export type WebhookDeliveryResponse = z.infer<typeof WebhookDeliveryResponse>;
