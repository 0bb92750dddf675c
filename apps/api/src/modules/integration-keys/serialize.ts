import type { IntegrationKey } from '@dd/contract';
import type { integrationKeys } from '../../db/schema';

type Row = typeof integrationKeys.$inferSelect;

/** A key as its list shows it: never the key itself, nor its hash. */
export const toIntegrationKey = (row: Row): IntegrationKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** What the audit log keeps of a key (its prefix tells it apart; the key is never kept). */
export const keySnapshot = (row: Row) => ({
  serviceProviderId: row.serviceProviderId,
  name: row.name,
  prefix: row.prefix,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});
