import type { CreateIntegrationKeyRequest, CreateIntegrationKeyResponse } from '@dd/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrationKeys } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import { notFound } from '../../lib/http-errors';
import { requireProvider } from './queries';
import { newKeySecret } from './secret';
import { keySnapshot, toIntegrationKey } from './serialize';

/**
 * A new key for the provider: only its SHA-256 and its first 12 characters are stored, the key
 * is in this answer only. The audit log records who made it, in the same transaction.
 */
export async function createIntegrationKey(
  db: Db,
  principal: Principal,
  providerId: number,
  body: CreateIntegrationKeyRequest,
): Promise<CreateIntegrationKeyResponse> {
  const { key, hash, prefix } = newKeySecret();
  return db.transaction(async (tx) => {
    await requireProvider(tx, providerId);
    const [row] = await tx
      .insert(integrationKeys)
      .values({
        serviceProviderId: providerId,
        name: body.name,
        keyHash: hash,
        prefix,
        createdBy: principal.userId,
      })
      .returning();
    await audit(tx, actorOf(principal), {
      action: 'integration_key.created',
      entityType: 'integration_key',
      entityId: row!.id,
      after: keySnapshot(row!),
    });
    return { ...toIntegrationKey(row!), key };
  });
}

/**
 * Revokes one of the provider's live keys: it stops working at once. 404 for a key of another
 * provider, an unknown one or one already revoked.
 */
export async function revokeIntegrationKey(
  db: Db,
  principal: Principal,
  providerId: number,
  keyId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(integrationKeys)
      .set({ revokedAt: sql`now()`, revokedBy: principal.userId })
      .where(
        and(
          eq(integrationKeys.id, keyId),
          eq(integrationKeys.serviceProviderId, providerId),
          isNull(integrationKeys.revokedAt),
        ),
      )
      .returning();
    if (!row) throw notFound('not_found', 'Integration key not found');
    await audit(tx, actorOf(principal), {
      action: 'integration_key.revoked',
      entityType: 'integration_key',
      entityId: row.id,
      after: keySnapshot(row),
    });
  });
}
