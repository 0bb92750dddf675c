import type { ServiceProvider } from '@dd/contract';
import type { serviceProviders } from '../../db/schema';

export type ProviderRow = typeof serviceProviders.$inferSelect;

/** A `service_providers` row as answered (the spec's snake_case `company_name`). */
export function toProvider(row: ProviderRow): ServiceProvider {
  return {
    id: row.id,
    name: row.name,
    company_name: row.companyName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a provider. */
export function providerSnapshot(row: ProviderRow) {
  const { createdAt: _createdAt, ...rest } = toProvider(row);
  return rest;
}
