import type { ApiTokenScope, UserType } from '@dd/contract';

/** Who is calling, from the verified token and its live session; never from the body. */
export type Principal = {
  userId: number;
  name: string;
  role: UserType;
  distributorId: number | null;
  retailerId: number | null;
  /** The session's id; for an API token `api-token:<id>`, which matches no session. */
  sessionId: string;
  /** Two-factor sign-in is on (read with the session: the REQUIRE_ADMIN_2FA gate asks nothing). */
  twoFactorEnabled: boolean;
  /** Set when the caller sent a personal API token instead of a session (modules/api-tokens). */
  apiToken?: { id: number; scope: ApiTokenScope };
};

/** What the audit log records as the actor. */
export type Actor = { userId: number | null; name: string | null; role: string | null };

export const actorOf = (p: Principal | null | undefined): Actor =>
  p ? { userId: p.userId, name: p.name, role: p.role } : { userId: null, name: null, role: null };

export const SYSTEM_ACTOR: Actor = { userId: null, name: 'System', role: 'system' };
