import type { ServiceProvider, ServiceProviderInput, ServiceProviderUpdate } from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { serviceProviders } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import { notFound } from '../../lib/http-errors';
import { providerSnapshot, toProvider } from './serialize';

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/** Creates a provider (inside the route's idempotent transaction). */
export async function createProvider(
  tx: Tx,
  principal: Principal,
  body: ServiceProviderInput,
): Promise<ServiceProvider> {
  const [row] = await tx
    .insert(serviceProviders)
    .values({
      name: body.name,
      companyName: body.company_name,
      email: blankToNull(body.email) ?? null,
      phone: blankToNull(body.phone) ?? null,
      address: blankToNull(body.address) ?? null,
      status: body.status,
    })
    .returning();
  await audit(tx, actorOf(principal), {
    action: 'provider.created',
    entityType: 'service_provider',
    entityId: row!.id,
    after: providerSnapshot(row!),
  });
  return toProvider(row!);
}

export async function updateProvider(
  db: Db,
  principal: Principal,
  id: number,
  body: ServiceProviderUpdate,
): Promise<ServiceProvider> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.id, id))
      .for('update');
    if (!current) throw notFound('not_found', 'Service provider not found');
    const changes = {
      name: body.name,
      companyName: body.company_name,
      email: blankToNull(body.email),
      phone: blankToNull(body.phone),
      address: blankToNull(body.address),
      status: body.status,
    };
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (k) => changes[k] !== undefined && changes[k] !== current[k],
    );
    // Nothing differs: nothing is written and nothing is logged.
    if (changed.length === 0) return toProvider(current);
    const [updated] = await tx
      .update(serviceProviders)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(serviceProviders.id, id))
      .returning();
    await audit(tx, actorOf(principal), {
      action: 'provider.updated',
      entityType: 'service_provider',
      entityId: id,
      before: providerSnapshot(current),
      after: providerSnapshot(updated!),
      details: { changed: changed.map((k) => (k === 'companyName' ? 'company_name' : k)) },
    });
    return toProvider(updated!);
  });
}
