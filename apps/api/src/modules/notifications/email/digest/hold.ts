import { sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import type { DispatchedEvent } from '../../../../platform/outbox';
import { emailDigestItems } from '../../../../db/schema';

/**
 * Holds an event for the daily digest of each user, in the dispatcher's transaction (instead of
 * an email job), stamped `now` (the background's clock, as the email jobs' times are). A second
 * dispatch of the same event holds nothing more.
 */
export async function holdForDigest(
  tx: Executor,
  event: DispatchedEvent,
  userIds: readonly number[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${emailDigestItems} (user_id, event_id, at)
    VALUES ${sql.join(
      userIds.map((id) => sql`(${id}, ${event.eventId}, ${now.toISOString()}::timestamptz)`),
      sql`, `,
    )}
    ON CONFLICT (user_id, event_id) DO NOTHING`);
}
