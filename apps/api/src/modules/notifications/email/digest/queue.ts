import { EMAIL_DIGEST_HOUR, todayInIndia } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../../db/client';
import { rows } from '../../../../db/rows';
import { dailyJob } from '../../../../platform/daily-job';
import { enqueue } from '../../../../platform/queue';
import { EMAIL_MAX_ATTEMPTS } from '../deps';
import { emailDigestItems } from '../../../../db/schema';

export const DIGEST_JOB = 'email.digest';

/** The digest of an India day lists the events held before 09:00 India time of that day. */
export const digestSlot = (day: string) =>
  new Date(`${day}T${String(EMAIL_DIGEST_HOUR).padStart(2, '0')}:00:00+05:30`);

/**
 * Queues today's digest of every user with events held before today's 09:00 (India time): one
 * job per user and day, keyed `digest:<userId>:<day>`, so a second run of the day (another
 * process, a restart) queues nothing more and nobody gets two digests in a day. No held
 * events, no job, no email.
 */
export async function queueDigests(db: Db, now: Date): Promise<number> {
  const day = todayInIndia(now);
  const users = await rows(
    db,
    sql`SELECT DISTINCT user_id FROM ${emailDigestItems}
         WHERE at < ${digestSlot(day).toISOString()}::timestamptz ORDER BY user_id`,
    z.object({ user_id: z.int() }),
  );
  await enqueue(
    db,
    users.map(({ user_id }) => ({
      kind: DIGEST_JOB,
      dedupeKey: `digest:${user_id}:${day}`,
      payload: { userId: user_id, day },
      runAt: now,
      // As a notification email: about four hours of tries; given up, the events wait for tomorrow.
      maxAttempts: EMAIL_MAX_ATTEMPTS,
    })),
  );
  return users.length;
}

/** The digests as a periodic job: once a day, from 09:00 India time. */
export const digestsJob = (db: Db) =>
  dailyJob('email digests', (now) => queueDigests(db, now), EMAIL_DIGEST_HOUR);
