import {
  NOTIFICATION_EVENT_TYPES,
  NOTIFICATION_EVENTS,
  type NotificationPreference,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { rows } from '../../../db/rows';
import { notificationPreferences } from '../../../db/schema';

/** Every event type with the user's choice, or the type's default where none was saved. */
export async function preferencesOf(
  db: Executor,
  userId: number,
): Promise<NotificationPreference[]> {
  const saved = await rows(
    db,
    sql`SELECT event_type, in_app, email FROM ${notificationPreferences} WHERE user_id = ${userId}`,
    z.object({ event_type: z.string(), in_app: z.boolean(), email: z.boolean() }),
  );
  const byType = new Map(saved.map((p) => [p.event_type, p]));
  return NOTIFICATION_EVENT_TYPES.map((type) => {
    const own = byType.get(type);
    const fallback = NOTIFICATION_EVENTS[type];
    return { type, inApp: own?.in_app ?? fallback.inApp, email: own?.email ?? fallback.email };
  });
}

/** Saves the listed types' choices (the others keep theirs) in one statement. */
export async function savePreferences(
  db: Executor,
  userId: number,
  list: NotificationPreference[],
): Promise<void> {
  if (list.length === 0) return;
  await db.execute(sql`
    INSERT INTO ${notificationPreferences} (user_id, event_type, in_app, email)
    VALUES ${sql.join(
      list.map((p) => sql`(${userId}, ${p.type}, ${p.inApp}, ${p.email})`),
      sql`, `,
    )}
    ON CONFLICT (user_id, event_type) DO UPDATE SET in_app = EXCLUDED.in_app, email = EXCLUDED.email`);
}
