import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { revokeSessionsOf } from '../auth';
import { revokeTokensOf } from '../api-tokens';
import { recordSecurityEvents, type RequestMeta, type SecurityEvent } from '../security-log';
import type { AnyPartyKind } from './kind';

/**
 * A party's status reaches its sign-in accounts (a distributor's include its retailers'). On
 * deactivation their sessions and their API tokens end in the same transaction, so reactivating
 * the party later brings neither back. Each account gets a `status_changed` event,
 * `sessions_revoked` when it had sessions and `api_token_revoked` for each token, naming the
 * admin who did it.
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
  if (accounts.length === 0) return;
  const revoked = new Set(
    status === 'INACTIVE'
      ? await revokeSessionsOf(
          tx,
          accounts.map((a) => a.id),
        )
      : [],
  );
  const tokens =
    status === 'INACTIVE'
      ? await revokeTokensOf(
          tx,
          accounts.map((a) => a.id),
        )
      : [];
  const party = { kind: kind.noun, id: partyId };
  const events: SecurityEvent[] = [];
  for (const account of accounts) {
    const base = { userId: account.id, email: account.email, actorUserId: actor.userId, meta };
    events.push({ ...base, type: 'status_changed', details: { status, party } });
    if (revoked.has(account.id)) {
      events.push({ ...base, type: 'sessions_revoked', details: { reason: 'deactivated', party } });
    }
    for (const token of tokens.filter((k) => k.userId === account.id)) {
      const { id: tokenId, name, scope } = token;
      events.push({
        ...base,
        type: 'api_token_revoked',
        details: { tokenId, name, scope, reason: 'deactivated', party },
      });
    }
  }
  await recordSecurityEvents(tx, events);
}
