import type { SecurityEventType } from '@dd/contract';

/** Where a request came from, as the security log records it. */
export type RequestMeta = { ip: string | null; userAgent: string | null };

/** A security event as the code paths that record it describe it. */
export type SecurityEvent = {
  type: SecurityEventType;
  /** The account the event is about (null for a failed sign-in of an unknown email). */
  userId: number | null;
  /** The email typed at sign-in; recorded for failures, where there may be no account. */
  email?: string | null;
  /** Who did it when that is not the account itself (an admin deactivating a user). */
  actorUserId?: number | null;
  meta?: RequestMeta | null;
  details?: Record<string, unknown> | null;
};
