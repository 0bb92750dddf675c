import type { WebhookPayload } from '@dd/contract';

/** The JSON body of every delivery (docs/webhooks.md): the same bytes on every try. */
export type WebhookBody = WebhookPayload;

export const DELIVER_JOB = 'webhook.deliver';
export const deliverJobKey = (deliveryRowId: number) => `webhook:${deliveryRowId}`;
