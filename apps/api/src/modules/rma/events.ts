import { sql } from 'drizzle-orm';
import type { Actor } from '../../access/principal';
import type { Executor } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import type { WebhookEventData } from '@dd/contract';
import { devicesPayload, emit, outboxEvent } from '../../platform/outbox';
import { machines, rmaBatches, rmaItems, serviceProviders } from '../../db/schema';

/**
 * An RMA step (sent, received by the provider, closed) tells the admins: returns to providers
 * are the admins' business (no distributor). The payload names the batch, its provider and
 * devices, and `extra` (a closed batch's outcome counts).
 */
export async function emitRmaStep<T extends 'rma.sent' | 'rma.received' | 'rma.closed'>(
  db: Executor,
  type: T,
  actor: Actor,
  batchId: number,
  extra: Omit<WebhookEventData<T>, keyof WebhookEventData<'rma.received'>>,
): Promise<void> {
  const found = await rows(
    db,
    sql`SELECT b.batch_number AS "batchNumber", p.name AS "providerName",
               m.serial_number AS serial
          FROM ${rmaBatches} b
          JOIN ${serviceProviders} p ON p.id = b.service_provider_id
          LEFT JOIN ${rmaItems} i ON i.batch_id = b.id
          LEFT JOIN ${machines} m ON m.id = i.machine_id
         WHERE b.id = ${batchId}::int
         ORDER BY m.serial_number`,
    z.object({ batchNumber: z.string(), providerName: z.string(), serial: z.string().nullable() }),
  );
  const first = found[0];
  if (!first) return;
  const payload = {
    batchNumber: first.batchNumber,
    providerName: first.providerName,
    ...devicesPayload(found.flatMap((f) => (f.serial ? [f.serial] : []))),
    ...extra,
  } as WebhookEventData<T>;
  await emit(
    db,
    outboxEvent({ type, actorUserId: actor.userId, entityType: 'rma', entityId: batchId, payload }),
  );
}
