import { sql } from 'drizzle-orm';
import { idArray } from '../../../db/id-array';
import type { Channel } from '../../../platform/outbox';
import { recipientsOf } from '../recipients';

/**
 * The in-app channel: one notification row per recipient who keeps in-app on for the event's
 * type, in the dispatcher's transaction. A second dispatch of the same event adds nothing.
 */
export const inAppChannel: Channel = async (tx, event) => {
  const userIds = (await recipientsOf(tx, event)).filter((r) => r.inApp).map((r) => r.userId);
  if (userIds.length === 0) return;
  await tx.execute(sql`
      INSERT INTO notifications (user_id, event_id, type, at, entity_type, entity_id, payload)
      SELECT u, ${event.eventId}::uuid, ${event.type}, ${event.at.toISOString()}::timestamptz,
             ${event.entityType}, ${event.entityId}::int, ${JSON.stringify(event.payload ?? {})}::jsonb
        FROM unnest(${idArray(userIds)}) AS u
      ON CONFLICT (user_id, event_id) DO NOTHING`);
};
