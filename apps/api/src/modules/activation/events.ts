import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { idArray } from '../../db/id-array';
import { rows } from '../../db/rows';
import type { Actor } from '../../access/principal';
import { devicesPayload, emit, type OutboxEvent } from '../../platform/outbox';
import { machines, retailers } from '../../db/schema';

/**
 * Tells of devices marked installed, one event per shop: admins and the shop's distributor are
 * told (the retailer is not: it has no Machines screen to open, and is the one installing when
 * its distributor should hear of it). In the step's transaction, like every outbox event.
 */
export async function emitInstalled(
  tx: Tx,
  actor: Actor,
  machineIds: readonly number[],
  installedOn: string,
): Promise<void> {
  const shops = await rows(
    tx,
    sql`SELECT r.id AS "retailerId", r.distributor_id AS "distributorId",
               r.name AS "retailerName", r.shop_name AS "shopName",
               min(m.id)::int AS "firstId",
               array_agg(m.serial_number ORDER BY m.serial_number) AS serials
          FROM ${machines} m JOIN ${retailers} r ON r.id = m.retailer_id
         WHERE m.id = ANY(${idArray([...machineIds])})
         GROUP BY r.id`,
    z.object({
      retailerId: z.int(),
      distributorId: z.int(),
      retailerName: z.string(),
      shopName: z.string().nullable(),
      firstId: z.int(),
      serials: z.array(z.string()),
    }),
  );
  const eventOf = (shop: (typeof shops)[number]): OutboxEvent => {
    const one = shop.serials.length === 1;
    return {
      type: 'machine.installed',
      actorUserId: actor.userId,
      distributorId: shop.distributorId,
      retailerId: null,
      entityType: 'machine',
      entityId: one ? shop.firstId : null,
      payload: {
        retailerId: shop.retailerId,
        retailerName: shop.retailerName,
        shopName: shop.shopName,
        installedOn,
        ...(one ? { serialNumber: shop.serials[0] } : {}),
        ...devicesPayload(shop.serials),
      },
    };
  };
  await emit(tx, shops.map(eventOf));
}
