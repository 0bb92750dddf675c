import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrationKeys, serviceProviders } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { unauthorized } from '../../lib/http-errors';
import type { Clock } from '../../platform/clock';
import type { PrincipalResolver } from '../../plugins/auth';
import { hashKey, hasKeyShape } from './secret';

/** How stale `last_used_at` may get before a request writes it again. */
const LAST_USED_EVERY_MS = 60_000;

/** The key lookup of every request made with one: prepared once per database handle. */
function keyLookup(db: Db) {
  return (
    db
      .select({
        id: integrationKeys.id,
        serviceProviderId: integrationKeys.serviceProviderId,
        name: integrationKeys.name,
        createdBy: integrationKeys.createdBy,
        lastUsedAt: integrationKeys.lastUsedAt,
        revokedAt: integrationKeys.revokedAt,
      })
      .from(integrationKeys)
      // The provider exists (a key goes with its provider: ON DELETE CASCADE; the join says it).
      .innerJoin(serviceProviders, eq(serviceProviders.id, integrationKeys.serviceProviderId))
      .where(
        and(
          eq(integrationKeys.keyHash, sql.placeholder('hash')),
          isNotNull(integrationKeys.createdBy),
        ),
      )
      .prepare('principal_for_integration_key')
  );
}
const lookups = new WeakMap<Db, ReturnType<typeof keyLookup>>();

/**
 * The principal of a live integration key (not revoked, its provider there): acting for the
 * admin who made it, under the key's name, role admin, marked with the key. The auth plugin lets
 * such a principal reach only the routes marked `integration: true` (decision 0178), so the role
 * opens `activity:ingest` and nothing else. A revoked key answers 401 integration_key_revoked;
 * an unknown one null (the plain "invalid").
 */
export function integrationKeyResolver(db: Db, clock: Clock): PrincipalResolver {
  return async (bearer) => {
    if (!hasKeyShape(bearer)) return null;
    let lookup = lookups.get(db);
    if (!lookup) lookups.set(db, (lookup = keyLookup(db)));
    const [row] = await lookup.execute({ hash: hashKey(bearer) });
    if (!row || row.createdBy === null) return null;
    if (row.revokedAt)
      throw unauthorized(
        'integration_key_revoked',
        "This integration key has been revoked. An admin can create a new one on the service provider's page.",
      );
    if (!row.lastUsedAt || clock().getTime() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
      // Conditional, so two processes serving the same key in the same minute write once.
      await db
        .update(integrationKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(integrationKeys.id, row.id),
            or(
              isNull(integrationKeys.lastUsedAt),
              lt(integrationKeys.lastUsedAt, sql`now() - interval '1 minute'`),
            ),
          ),
        );
    }
    const principal: Principal = {
      userId: row.createdBy,
      name: row.name,
      role: 'admin',
      distributorId: null,
      retailerId: null,
      sessionId: `integration-key:${row.id}`,
      // Not a person's sign-in: the REQUIRE_ADMIN_2FA gate is for admins' sessions and tokens
      // (the admin who made the key passed it to make it).
      twoFactorEnabled: true,
      integrationKey: { id: row.id, serviceProviderId: row.serviceProviderId, name: row.name },
    };
    return principal;
  };
}
