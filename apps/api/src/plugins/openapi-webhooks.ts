import { WEBHOOK_PAYLOAD_SCHEMAS, webhookSchemas, type WebhookEventType } from '@dd/contract';
import { registrySchemas } from './openapi-schemas';

type Schemas = Record<string, unknown>;

/**
 * The webhook payloads in the OpenAPI document (3.0.3, which has no `webhooks`): each event
 * type's body as a component (`WebhookPayload.<type>`, its event `WebhookEvent.<type>`, any of
 * them `WebhookPayload`), from the contract's zod schemas, and `x-webhooks` naming each as the
 * request a receiver gets, in the shape of OpenAPI 3.1's `webhooks` (decision 0154).
 */
export function webhookDocument(): { schemas: Schemas; webhooks: Record<string, unknown> } {
  const schemas = registrySchemas(webhookSchemas);
  const types = Object.keys(WEBHOOK_PAYLOAD_SCHEMAS) as WebhookEventType[];
  return { schemas, webhooks: Object.fromEntries(types.map((type) => [type, delivery(type)])) };
}

const header = (name: string, description: string, schema: object) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema,
});

/** One event type's delivery, as the receiver's endpoint would declare it. */
function delivery(type: WebhookEventType) {
  return {
    post: {
      summary: `${type} (docs/webhooks.md)`,
      parameters: [
        header('X-Webhook-Id', "The delivery's id (the body's `id`): the same on every try.", {
          type: 'string',
          format: 'uuid',
        }),
        header('X-Webhook-Event', 'The event type.', { type: 'string', enum: [type] }),
        header(
          'X-Webhook-Signature',
          '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>`.',
          { type: 'string' },
        ),
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { $ref: `#/components/schemas/WebhookPayload.${type}` } },
        },
      },
      responses: {
        '2XX': { description: 'Received. Anything else (or no answer in 10 s) is tried again.' },
      },
    },
  };
}
