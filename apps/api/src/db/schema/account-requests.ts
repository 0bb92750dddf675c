import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, choice, requiredRef, serialId, stampedAt } from './columns';
import { users } from './users';

/**
 * A user's request to have their account deleted (Profile > Security > Delete Account): PENDING
 * until an admin deactivates the account (DONE) or declines it (DECLINED). One pending request
 * per account. No FK on decided_by: the admin may later go.
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    requestedAt: stampedAt('requested_at'),
    status: choice('status', ['PENDING', 'DONE', 'DECLINED'], 'PENDING'),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('account_deletion_requests_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    index('account_deletion_requests_status_idx').on(t.status, t.requestedAt),
  ],
);
