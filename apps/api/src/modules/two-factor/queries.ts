import type { TwoFactorStatus } from '@dd/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { twoFactorRecoveryCodes, users } from '../../db/schema';

/** The caller's own 2FA state; `required` comes from REQUIRE_ADMIN_2FA and the role. */
export async function twoFactorStatus(
  db: Executor,
  userId: number,
  required: (user: { userType: 'admin' | 'distributor' | 'retailer' }) => boolean,
): Promise<TwoFactorStatus | null> {
  const [user] = await db
    .select({ userType: users.userType, enabledAt: users.twoFactorEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [codes] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return {
    enabled: user.enabledAt !== null,
    enabledAt: user.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: user.enabledAt ? (codes?.n ?? 0) : 0,
    required: required(user),
  };
}
