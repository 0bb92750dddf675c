/** The JSON body of every delivery (docs/webhooks.md): the same bytes on every try. */
export type WebhookBody = {
  /** The delivery's id, as in the X-Webhook-Id header: drop a repeat by it. */
  id: string;
  event: {
    /** The event's id: the same for every webhook that receives it. */
    id: string;
    type: string;
    at: string;
    /** The object it is about (an order, a machine ...), or null. */
    entity: { type: string; id: number | null } | null;
    distributorId: number | null;
    retailerId: number | null;
    data: Record<string, unknown>;
  };
};

export const DELIVER_JOB = 'webhook.deliver';
export const deliverJobKey = (deliveryRowId: number) => `webhook:${deliveryRowId}`;
