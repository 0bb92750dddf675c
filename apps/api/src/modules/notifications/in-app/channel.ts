import { sql } from 'drizzle-orm';
import { idArray } from '../../../db/id-array';
import type { Channel } from '../../../platform/outbox';
import { recipientsOf } from '../recipients';
import { foldOrInsert, isGrouped } from './grouping';
import { notifications } from '../../../db/schema';

/**
 * The in-app channel: one notification row per recipient who keeps in-app on for the event's
 * type, in the dispatcher's transaction (a repeating alert folds into the recent one: grouping.ts).
 * A second dispatch of the same event adds nothing.
 */
export const inAppChannel: Channel = async (tx, event) => {
  const userIds = (await recipientsOf(tx, event)).filter((r) => r.inApp).map((r) => r.userId);
  if (userIds.length === 0) return;
  if (isGrouped(event.type)) {
    for (const userId of userIds.sort((a, b) => a - b)) await foldOrInsert(tx, userId, event);
    return;
  }
  await tx.execute(sql`
      INSERT INTO ${notifications} (user_id, event_id, type, at, entity_type, entity_id, payload)
      SELECT u, ${event.eventId}::uuid, ${event.type}, ${event.at.toISOString()}::timestamptz,
             ${event.entityType}, ${event.entityId}::int, ${JSON.stringify(event.payload ?? {})}::jsonb
        FROM unnest(${idArray(userIds)}) AS u
      ON CONFLICT (user_id, event_id) DO NOTHING`);
};
