import type { IntegrationKey } from '@dd/contract';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { integrationKeys, serviceProviders } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { toIntegrationKey } from './serialize';

/** 404 unless the provider exists. */
export async function requireProvider(db: Executor, providerId: number): Promise<void> {
  const [row] = await db
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, providerId));
  if (!row) throw notFound('not_found', 'Service provider not found');
}

/** A provider's keys, revoked ones too (so the list tells what stopped when), newest first. */
export async function listIntegrationKeys(
  db: Executor,
  providerId: number,
): Promise<IntegrationKey[]> {
  await requireProvider(db, providerId);
  const rows = await db
    .select()
    .from(integrationKeys)
    .where(eq(integrationKeys.serviceProviderId, providerId))
    .orderBy(desc(integrationKeys.id));
  return rows.map(toIntegrationKey);
}
