import { sql } from 'drizzle-orm';
import { emailDigestItems, notifications } from '../../db/schema';
import type { BackgroundRegistry } from '../../platform/background';
import { olderThan } from '../../platform/retention';
import {
  DIGEST_JOB,
  digestHandler,
  digestsJob,
  EMAIL_JOB,
  emailChannel,
  emailHandler,
  PREVIOUS_ADDRESS_JOB,
  previousAddressHandler,
  type EmailDeps,
} from './email';
import { inAppChannel } from './in-app';

/**
 * What telling people needs in the background: each outbox event becomes in-app rows and email
 * jobs (or digest items); the email jobs send one; the daily digest goes out from 09:00 India
 * time; the bell keeps read notifications 90 days, unread ones a year.
 */
export function registerNotifications(background: BackgroundRegistry, deps: EmailDeps) {
  background.onEvent(inAppChannel);
  background.onEvent(emailChannel(deps));
  background.handle(EMAIL_JOB, emailHandler(deps));
  background.handle(PREVIOUS_ADDRESS_JOB, previousAddressHandler(deps));
  background.handle(DIGEST_JOB, digestHandler(deps));
  background.every(digestsJob(deps.db));
  background.retain('notifications', {
    table: notifications,
    expired: sql`(t.read_at IS NOT NULL AND t.at < ${olderThan('90 days')})
              OR t.at < ${olderThan('365 days')}`,
  });
  // Held past the outbox's own 30 days (digests that kept failing): nothing left to write about.
  background.retain('emailDigestItems', {
    table: emailDigestItems,
    expired: sql`t.at < ${olderThan('30 days')}`,
  });
}
