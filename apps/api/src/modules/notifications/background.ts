import { sql } from 'drizzle-orm';
import type { BackgroundRegistry } from '../../platform/background';
import { olderThan } from '../../platform/retention';
import { EMAIL_JOB, emailChannel, emailHandler, type EmailDeps } from './email';
import { inAppChannel } from './in-app';

/**
 * What telling people needs in the background: each outbox event becomes in-app rows and email
 * jobs; the email job sends one; the bell keeps read notifications 90 days, unread ones a year.
 */
export function registerNotifications(background: BackgroundRegistry, deps: EmailDeps) {
  background.onEvent(inAppChannel);
  background.onEvent(emailChannel(deps));
  background.handle(EMAIL_JOB, emailHandler(deps));
  background.retain('notifications', {
    table: sql`notifications`,
    expired: sql`(t.read_at IS NOT NULL AND t.at < ${olderThan('90 days')})
              OR t.at < ${olderThan('365 days')}`,
  });
}
