import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { idArray } from '../../db/id-array';
import { rows } from '../../db/rows';
import type { Actor } from '../../access/principal';
import { devicesPayload, emit } from '../../platform/outbox';
import { assignments, distributors, machines, retailers } from '../../db/schema';

/**
 * Tells of an assignment made or returned, or of a Return undone (the outbox, in the change's
 * transaction): whose business it is is the assignment's holder. Orders and accepted transfers
 * hold machines too, but they tell of it as their own events (order.*, transfer.accepted), so
 * only New Assignment, bulk assign, Return and its Undo call this.
 */
export async function emitAssignmentEvent(
  tx: Tx,
  type: 'assignment.created' | 'assignment.returned' | 'assignment.return_undone',
  actor: Actor,
  assignmentId: number,
  machineIds: readonly number[],
): Promise<void> {
  const [holder] = await rows(
    tx,
    sql`SELECT a.distributor_id AS "distributorId", d.name AS "distributorName",
               a.retailer_id AS "retailerId", r.name AS "retailerName"
          FROM ${assignments} a
          JOIN ${distributors} d ON d.id = a.distributor_id
          LEFT JOIN ${retailers} r ON r.id = a.retailer_id
         WHERE a.id = ${assignmentId}::int`,
    z.object({
      distributorId: z.int(),
      distributorName: z.string(),
      retailerId: z.int().nullable(),
      retailerName: z.string().nullable(),
    }),
  );
  if (!holder) return;
  const serials = await rows(
    tx,
    sql`SELECT serial_number AS serial FROM ${machines}
         WHERE id = ANY(${idArray([...machineIds])}) ORDER BY serial_number`,
    z.object({ serial: z.string() }),
  );
  await emit(tx, {
    type,
    actorUserId: actor.userId,
    distributorId: holder.distributorId,
    retailerId: holder.retailerId,
    entityType: 'assignment',
    entityId: assignmentId,
    payload: {
      assignmentId,
      distributorName: holder.distributorName,
      retailerName: holder.retailerName,
      ...devicesPayload(serials.map((s) => s.serial)),
    },
  });
}
