import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne, sql, type Column } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { distributors, retailers, sessions, users } from '../../db/schema';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Principal } from '../../access/principal';
import type { TokenService } from './tokens';
import { systemClock } from '../../platform/clock';

export async function createSession(
  db: Executor,
  userId: number,
  hours: number,
  meta: { ip: string | null; userAgent: string | null },
) {
  const id = crypto.randomUUID();
  const expiresAt = new Date(systemClock().getTime() + hours * 3600_000);
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { id, expiresAt };
}

/** A principal's columns, read from `users` on every request (a session's or an API token's). */
export const principalColumns = {
  userId: users.id,
  name: users.name,
  role: users.userType,
  distributorId: users.distributorId,
  retailerId: users.retailerId,
  twoFactorEnabled: sql<boolean>`${users.twoFactorEnabledAt} IS NOT NULL`,
};

/** A session or an API token may be used: it is neither revoked nor expired. */
export const credentialIsLive = (credential: { revokedAt: Column; expiresAt: Column }) => [
  isNull(credential.revokedAt),
  gt(credential.expiresAt, sql`now()`),
];

/**
 * A credential's lookup (`userId`: its link to `users`) joined to its account and the account's
 * distributor or retailer, which principalColumns and accountIsLive read.
 */
export function withAccount<Q extends PgSelect>(query: Q, userId: Column) {
  return query
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(distributors, eq(distributors.id, users.distributorId))
    .leftJoin(retailers, eq(retailers.id, users.retailerId));
}

/**
 * The account may act: it is ACTIVE, and so are its distributor or retailer (a deactivated party
 * takes its accounts' access with it). The query joins them as withAccount does.
 */
export const accountIsLive = () => [
  eq(users.status, 'ACTIVE'),
  sql`coalesce(${distributors.status}, 'ACTIVE') = 'ACTIVE'`,
  sql`coalesce(${retailers.status}, 'ACTIVE') = 'ACTIVE'`,
];

/**
 * The session lookup every authenticated request makes, as a prepared statement: PostgreSQL
 * plans the four-table join once per connection instead of on every request (planning was most
 * of its cost: bench/README.md). One per database handle.
 */
function sessionLookup(db: Db) {
  const query = db
    .select({ ...principalColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .$dynamic();
  return withAccount(query, sessions.userId)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        ...credentialIsLive(sessions),
        ...accountIsLive(),
      ),
    )
    .prepare('principal_for_session');
}
const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/** The principal behind a live session of an active user, or null. */
async function principalForSession(
  db: Db,
  sessionId: string,
  userId: number,
): Promise<Principal | null> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ sessionId, userId });
  if (!row) return null;
  // Keep "last seen" roughly current without a write on every request.
  if (systemClock().getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
  }
  const { lastSeenAt: _unused, ...principal } = row;
  return { ...principal, sessionId };
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user except `keep` (null: all of them). */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  keep: string | null,
): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keep) conditions.push(ne(sessions.id, keep));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.length;
}

/** How many live sessions the user has besides `keep`. */
export async function countOtherSessions(db: Executor, userId: number, keep: string) {
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), ...credentialIsLive(sessions)));
  return live.length;
}

/** Revokes every live session of these users; answers the ids of those that had one. */
export async function revokeSessionsOf(db: Executor, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return [...new Set(revoked.map((r) => r.userId))];
}

export async function listSessions(db: Executor, userId: number, currentId: string) {
  const list = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ...credentialIsLive(sessions)))
    .orderBy(desc(sessions.lastSeenAt));
  return list.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    userAgent: s.userAgent,
    ip: s.ip,
    current: s.id === currentId,
  }));
}

/**
 * The caller behind a bearer token: a valid signature and a live session of an active user, or
 * null. app.ts hands it to the auth plugin, which knows nothing of sessions.
 */
export function sessionResolver(db: Db, tokens: TokenService) {
  return async (token: string): Promise<Principal | null> => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    return principalForSession(db, claims.sessionId, claims.userId);
  };
}
