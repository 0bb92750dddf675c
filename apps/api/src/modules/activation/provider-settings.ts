import type { ProviderSettings } from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { serviceProviders } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import { notFound } from '../../lib/http-errors';

/** A provider's settings: idle days (the idle rule's N) and the swap mapping rule. */
async function settingsOf(db: Executor, id: number, lock = false): Promise<ProviderSettings> {
  const query = db
    .select({ idleDays: serviceProviders.idleDays, swapMapping: serviceProviders.swapMapping })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('not_found', 'Service provider not found');
  return row;
}

/** GET /service-providers/{id}/settings. */
export const providerSettings = (db: Db, id: number) => settingsOf(db, id);

/** PUT /service-providers/{id}/settings (admin): recorded in the provider's history. */
export async function updateProviderSettings(
  db: Db,
  principal: Principal,
  id: number,
  body: ProviderSettings,
): Promise<ProviderSettings> {
  return db.transaction(async (tx) => {
    const before = await settingsOf(tx, id, true);
    await tx
      .update(serviceProviders)
      .set({ ...body, updatedAt: sql`now()` })
      .where(eq(serviceProviders.id, id));
    await audit(tx, actorOf(principal), {
      action: 'service_provider.settings_changed',
      entityType: 'service_provider',
      entityId: id,
      before,
      after: body,
    });
    return body;
  });
}
