import type { Tx } from '../../db/client';
import { revokeSessionsOf } from '../auth';
import { revokeTokensOf } from '../api-tokens';
import { recordSecurityEvents, type RequestMeta, type SecurityEvent } from '../security-log';

/**
 * Accounts whose status changed (their own, or their party's): on deactivation their sessions
 * and API tokens end in the caller's transaction, so reactivating later brings neither back.
 * Each account gets a `status_changed` event, `sessions_revoked` when it had sessions and
 * `api_token_revoked` for each token, naming the admin who did it; `details` says why (the
 * party, the deletion request).
 */
export async function accountsStatusChanged(
  tx: Tx,
  accounts: { id: number; email: string }[],
  actorUserId: number,
  status: 'ACTIVE' | 'INACTIVE',
  meta: RequestMeta,
  details: Record<string, unknown>,
): Promise<void> {
  if (accounts.length === 0) return;
  const ids = accounts.map((a) => a.id);
  const ending = status === 'INACTIVE';
  const revoked = new Set(ending ? await revokeSessionsOf(tx, ids) : []);
  const tokens = ending ? await revokeTokensOf(tx, ids) : [];
  const events: SecurityEvent[] = [];
  for (const account of accounts) {
    const base = { userId: account.id, email: account.email, actorUserId, meta };
    events.push({ ...base, type: 'status_changed', details: { status, ...details } });
    if (revoked.has(account.id)) {
      events.push({
        ...base,
        type: 'sessions_revoked',
        details: { reason: 'deactivated', ...details },
      });
    }
    for (const token of tokens.filter((k) => k.userId === account.id)) {
      const { id: tokenId, name, scope } = token;
      events.push({
        ...base,
        type: 'api_token_revoked',
        details: { tokenId, name, scope, reason: 'deactivated', ...details },
      });
    }
  }
  await recordSecurityEvents(tx, events);
}
