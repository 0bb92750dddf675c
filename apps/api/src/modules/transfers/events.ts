import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../access/principal';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import type { WebhookEventData } from '@dd/contract';
import { devicesPayload, emit, outboxEvent } from '../../platform/outbox';
import { machines, transferMachines } from '../../db/schema';

export type TransferSide = {
  transferId: number;
  transferNumber: string;
  fromDistributorId: number;
  fromDistributorName: string;
  toDistributorId: number;
  toDistributorName: string;
};

/**
 * A transfer step, as ONE event: its business is the receiving distributor (`distributorId`);
 * the sending one is named by `payload.fromDistributorId` and recipientsOf tells its users too,
 * so each person (and each webhook) hears of a step once, admins included.
 */
export async function emitTransferStep<
  T extends 'transfer.created' | 'transfer.accepted' | 'transfer.refused' | 'transfer.cancelled',
>(
  db: Executor,
  type: T,
  actor: Actor,
  side: TransferSide,
  extra: Omit<WebhookEventData<T>, keyof WebhookEventData<'transfer.accepted'>>,
): Promise<void> {
  const serials = await rows(
    db,
    sql`SELECT m.serial_number AS serial FROM ${transferMachines} t
          JOIN ${machines} m ON m.id = t.machine_id
         WHERE t.transfer_id = ${side.transferId}::int
         ORDER BY m.serial_number`,
    z.object({ serial: z.string() }),
  );
  const devices = devicesPayload(serials.map((s) => s.serial));
  await emit(
    db,
    outboxEvent({
      type,
      actorUserId: actor.userId,
      distributorId: side.toDistributorId,
      entityType: 'transfer',
      entityId: side.transferId,
      payload: { ...side, ...devices, ...extra } as WebhookEventData<T>,
    }),
  );
}
