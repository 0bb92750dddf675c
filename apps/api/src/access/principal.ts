import type { UserType } from '@dd/contract';

/** Who is calling, from the verified token and its live session; never from the body. */
export type Principal = {
  userId: number;
  name: string;
  role: UserType;
  distributorId: number | null;
  retailerId: number | null;
  sessionId: string;
  /** Two-factor sign-in is on (read with the session: the REQUIRE_ADMIN_2FA gate asks nothing). */
  twoFactorEnabled: boolean;
};

/** What the audit log records as the actor. */
export type Actor = { userId: number | null; name: string | null; role: string | null };

export const actorOf = (p: Principal | null | undefined): Actor =>
  p ? { userId: p.userId, name: p.name, role: p.role } : { userId: null, name: null, role: null };

export const SYSTEM_ACTOR: Actor = { userId: null, name: 'System', role: 'system' };
