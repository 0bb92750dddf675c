import {
  API_TOKEN_LIMIT,
  type ApiToken,
  type CreateApiTokenRequest,
  type CreateApiTokenResponse,
} from '@dd/contract';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { apiTokens } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { conflict, notFound } from '../../lib/http-errors';
import { recordSecurityEvent, type RequestMeta } from '../security-log';
import { credentialIsLive } from '../auth';
import { newTokenSecret } from './secret';
import { systemClock } from '../../platform/clock';

type Row = typeof apiTokens.$inferSelect;

const toApiToken = (row: Row): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt.getTime() <= systemClock().getTime(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const DAY_MS = 86_400_000;

/** The caller's tokens that are not revoked (expired ones too, so they can be tidied), newest first. */
export async function listApiTokens(db: Executor, userId: number): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toApiToken);
}

/**
 * A new token for the caller: only its SHA-256 and its first characters are stored, the secret is
 * in this answer only. It acts as its owner (role and scope read on every request), so it can
 * never do more than the owner; the security log records it in the same transaction.
 */
export async function createApiToken(
  db: Db,
  principal: Principal,
  body: CreateApiTokenRequest,
  meta: RequestMeta,
): Promise<CreateApiTokenResponse> {
  const { secret, hash, prefix } = newTokenSecret();
  return db.transaction(async (tx) => {
    // One count per user at a time: two parallel creations cannot both pass the limit.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('api_tokens'), ${principal.userId})`,
    );
    const [live] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, principal.userId), ...credentialIsLive(apiTokens)));
    if ((live?.n ?? 0) >= API_TOKEN_LIMIT) {
      throw conflict(
        'token_limit_reached',
        `You already have ${API_TOKEN_LIMIT} API tokens; revoke one first`,
        { params: { max: API_TOKEN_LIMIT } },
      );
    }
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId: principal.userId,
        name: body.name,
        scope: body.scope,
        tokenHash: hash,
        prefix,
        expiresAt: new Date(systemClock().getTime() + body.expiresInDays * DAY_MS),
      })
      .returning();
    await recordSecurityEvent(tx, {
      type: 'api_token_created',
      userId: principal.userId,
      meta,
      details: { tokenId: row!.id, name: row!.name, scope: row!.scope },
    });
    return { token: toApiToken(row!), secret };
  });
}

/** Revokes one of the caller's own tokens (404 for another's, or one already revoked). */
export async function revokeApiToken(
  db: Db,
  principal: Principal,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.id, id),
          eq(apiTokens.userId, principal.userId),
          isNull(apiTokens.revokedAt),
        ),
      )
      .returning();
    if (!row) throw notFound('not_found', 'API token not found');
    await recordSecurityEvent(tx, {
      type: 'api_token_revoked',
      userId: principal.userId,
      meta,
      details: { tokenId: row.id, name: row.name, scope: row.scope },
    });
  });
}

/**
 * Revokes every live token of the accounts (their party was deactivated), in the caller's
 * transaction. Answers the revoked tokens, for their security events.
 */
/** The user's live tokens (not revoked, not expired). */
export function liveTokensOf(db: Executor, userId: number) {
  return db
    .select({ id: apiTokens.id, name: apiTokens.name, scope: apiTokens.scope })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), ...credentialIsLive(apiTokens)));
}

export async function revokeTokensOf(tx: Tx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return tx
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(apiTokens.userId, userIds), isNull(apiTokens.revokedAt)))
    .returning({
      id: apiTokens.id,
      userId: apiTokens.userId,
      name: apiTokens.name,
      scope: apiTokens.scope,
    });
}
