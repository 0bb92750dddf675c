import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { rows } from '../../db/rows';
import { integer } from '../../db/row-types';
import type { Channel, DispatchedEvent } from '../../platform/outbox';
import { enqueue } from '../../platform/queue';
import { DELIVER_JOB, deliverJobKey, type WebhookBody } from './payload';
import { webhookDeliveries, webhooks } from '../../db/schema';

/**
 * Records one delivery of an event to a webhook and queues its first try, in the caller's
 * transaction. A second call for the same (webhook, event) does nothing.
 */
export async function addDelivery(
  tx: Executor,
  webhookId: number,
  event: WebhookBody['event'],
  now: Date,
): Promise<number | null> {
  const deliveryId = randomUUID();
  const body = { id: deliveryId, event } as WebhookBody;
  const [row] = await rows(
    tx,
    sql`INSERT INTO ${webhookDeliveries} (delivery_id, webhook_id, event_id, event_type, body, created_at, next_attempt_at)
        VALUES (${deliveryId}, ${webhookId}, ${event.id}, ${event.type}, ${JSON.stringify(body)}::jsonb,
                ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        ON CONFLICT (webhook_id, event_id) DO NOTHING
        RETURNING id`,
    z.object({ id: integer }),
  );
  if (!row) return null;
  const id = row.id;
  await enqueue(tx, {
    kind: DELIVER_JOB,
    payload: { deliveryId: id },
    dedupeKey: deliverJobKey(id),
    runAt: now,
    // The delivery's own deadline (24 h) ends the retries, not a count.
    maxAttempts: 1000,
  });
  return id;
}

/**
 * The event as a webhook receives it. The row holds what `emit` wrote, whose type checked it
 * against the contract's schema for its type (WEBHOOK_EVENT_DATA).
 */
export function webhookEvent(event: DispatchedEvent): WebhookBody['event'] {
  return {
    id: event.eventId,
    type: event.type,
    at: event.at.toISOString(),
    entity: event.entityType ? { type: event.entityType, id: event.entityId } : null,
    distributorId: event.distributorId,
    retailerId: event.retailerId,
    data: event.payload ?? {},
  } as WebhookBody['event'];
}

/** Channel: each active webhook subscribed to the event's type gets a delivery. */
export function webhookChannel(deps: { clock: Clock }): Channel {
  return async (tx, event) => {
    const hooks = await rows(
      tx,
      sql`SELECT id FROM ${webhooks} WHERE active AND events @> ${JSON.stringify([event.type])}::jsonb ORDER BY id`,
      z.object({ id: z.int() }),
    );
    for (const hook of hooks) await addDelivery(tx, hook.id, webhookEvent(event), deps.clock());
  };
}
