import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { accountsStatusChanged } from '../account-data';
import type { RequestMeta } from '../security-log';
import type { AnyPartyKind } from './kind';

/**
 * A party's status reaches its sign-in accounts (a distributor's include its retailers'): see
 * accountsStatusChanged for what a deactivation ends and records (`details.party` says whose).
 */
export async function accountsFollowStatus(
  tx: Tx,
  kind: AnyPartyKind,
  actor: Principal,
  partyId: number,
  status: 'ACTIVE' | 'INACTIVE',
  meta: RequestMeta,
): Promise<void> {
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(kind.accountLink, partyId));
  await accountsStatusChanged(tx, accounts, actor.userId, status, meta, {
    party: { kind: kind.noun, id: partyId },
  });
}
