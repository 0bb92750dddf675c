import { z } from 'zod';
import { IntId, IsoDateTime, PageMeta, Pagination } from './common';
import { UserType } from './enums';

/** Profile > Security: a copy of one's own data, and a request to have the account deleted. */

export const DELETION_REQUEST_STATUSES = ['PENDING', 'DONE', 'DECLINED'] as const;
export const DeletionRequestStatus = z.enum(DELETION_REQUEST_STATUSES);
export type DeletionRequestStatus = z.infer<typeof DeletionRequestStatus>;

/** A request to delete an account: PENDING until an admin deactivates it (DONE) or declines it. */
export const DeletionRequest = z.object({
  id: IntId,
  status: DeletionRequestStatus,
  requestedAt: IsoDateTime,
  user: z.object({ id: IntId, name: z.string(), email: z.string(), userType: UserType }),
  decidedAt: IsoDateTime.nullable(),
  decidedBy: z.object({ id: IntId, name: z.string() }).nullable(),
});
export type DeletionRequest = z.infer<typeof DeletionRequest>;

/** The caller's own latest request (null: none yet). */
export const MyDeletionRequestResponse = z.object({ request: DeletionRequest.nullable() });
export type MyDeletionRequestResponse = z.infer<typeof MyDeletionRequestResponse>;

export const DeletionRequestResponse = z.object({ request: DeletionRequest, message: z.string() });
export type DeletionRequestResponse = z.infer<typeof DeletionRequestResponse>;

/** Admins' list: the pending ones by default, oldest first ('all': every request, newest first). */
export const DeletionRequestListQuery = Pagination.extend({
  status: z.enum([...DELETION_REQUEST_STATUSES, 'all']).default('PENDING'),
});
export type DeletionRequestListQuery = z.infer<typeof DeletionRequestListQuery>;

export const DeletionRequestListResponse = PageMeta.extend({
  requests: z.array(DeletionRequest),
});
export type DeletionRequestListResponse = z.infer<typeof DeletionRequestListResponse>;

const Record_ = z.record(z.string(), z.unknown());

/**
 * The signed-in user's own data (`my-data-{YYYY-MM-DD}.json`): the profile, sign-in sessions,
 * the security log's events about the account, and what the user did (the history's entries
 * they made, at most ACCOUNT_EXPORT_MAX_ACTIONS, newest first). Nothing about anyone else.
 */
export const ACCOUNT_EXPORT_MAX_ACTIONS = 100_000;

export const AccountDataExport = z.object({
  exportedAt: IsoDateTime,
  profile: Record_,
  sessions: z.array(Record_),
  securityEvents: z.array(Record_),
  actions: z.array(Record_),
  /** False when the user made more history entries than one file holds (the newest are kept). */
  actionsComplete: z.boolean(),
});
export type AccountDataExport = z.infer<typeof AccountDataExport>;

/** POST /auth/deletion-request and an admin's decision on one: no body (or an empty object). */
export const DeletionRequestAction = z.object({}).nullish();
