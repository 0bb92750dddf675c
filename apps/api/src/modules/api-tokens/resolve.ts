import { INTEGRATION_KEY_PREFIX } from '@dd/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { unauthorized } from '../../lib/http-errors';
import type { PrincipalResolver } from '../../plugins/auth';
import { accountIsLive, credentialIsLive, principalColumns, withAccount } from '../auth';
import { hashToken, hasTokenShape, isApiToken } from './secret';
import { systemClock } from '../../platform/clock';

/** How stale `last_used_at` may get before a request writes it again. */
const LAST_USED_EVERY_MS = 60_000;

/** The token lookup of every request made with one: prepared once per database handle. */
function tokenLookup(db: Db) {
  const query = db
    .select({
      ...principalColumns,
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .$dynamic();
  return withAccount(query, apiTokens.userId)
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('hash')),
        ...credentialIsLive(apiTokens),
        ...accountIsLive(),
      ),
    )
    .prepare('principal_for_api_token');
}
const lookups = new WeakMap<Db, ReturnType<typeof tokenLookup>>();

/**
 * The owner of a live API token (not revoked, not expired, the account and its party active),
 * as a Principal like a session's, marked with the token's id and scope; else null.
 */
export function apiTokenResolver(db: Db): PrincipalResolver {
  return async (bearer) => {
    if (!hasTokenShape(bearer)) return null;
    let lookup = lookups.get(db);
    if (!lookup) lookups.set(db, (lookup = tokenLookup(db)));
    const hash = hashToken(bearer);
    const [row] = await lookup.execute({ hash });
    if (!row) return refuseDeadToken(db, hash);
    const { tokenId, scope, lastUsedAt, ...principal } = row;
    if (!lastUsedAt || systemClock().getTime() - lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
      // Conditional, so two processes serving the same token in the same minute write once.
      await db
        .update(apiTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(apiTokens.id, tokenId),
            or(
              isNull(apiTokens.lastUsedAt),
              lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`),
            ),
          ),
        );
    }
    const result: Principal = {
      ...principal,
      sessionId: `api-token:${tokenId}`,
      apiToken: { id: tokenId, scope },
    };
    return result;
  };
}

/**
 * Why a token that is not live was refused, when it exists: revoked (by its owner, an admin or
 * a deactivation) or expired each answers its own 401. Any other (unknown, or its account off)
 * is null, the resolver's plain "invalid".
 */
async function refuseDeadToken(db: Db, hash: string): Promise<null> {
  const [token] = await db
    .select({
      revokedAt: apiTokens.revokedAt,
      expired: sql<boolean>`${apiTokens.expiresAt} <= now()`,
    })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hash));
  if (token?.revokedAt)
    throw unauthorized(
      'token_revoked',
      'This API token has been revoked. Create a new one in your profile.',
    );
  if (token?.expired)
    throw unauthorized(
      'token_expired',
      'This API token has expired. Create a new one in your profile.',
    );
  return null;
}

/**
 * A bearer value that starts with `ddt_` is an API token, one that starts with `ddk_` a
 * provider's integration key (modules/integration-keys); anything else is a session's JWT.
 */
export function bearerResolver(
  sessions: PrincipalResolver,
  tokens: PrincipalResolver,
  integrationKeys?: PrincipalResolver,
): PrincipalResolver {
  return (bearer) =>
    isApiToken(bearer)
      ? tokens(bearer)
      : bearer.startsWith(INTEGRATION_KEY_PREFIX)
        ? (integrationKeys?.(bearer) ?? Promise.resolve(null))
        : sessions(bearer);
}
