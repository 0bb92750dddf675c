import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { idArray } from '../../db/id-array';
import { rows } from '../../db/rows';
import type { Actor } from '../../access/principal';
import { devicesPayload, emit } from '../../platform/outbox';

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
  const shops = await rows<{
    retailerId: number;
    distributorId: number;
    retailerName: string;
    shopName: string | null;
    firstId: number;
    serials: string[];
  }>(
    tx,
    sql`SELECT r.id AS "retailerId", r.distributor_id AS "distributorId",
               r.name AS "retailerName", r.shop_name AS "shopName",
               min(m.id)::int AS "firstId",
               array_agg(m.serial_number ORDER BY m.serial_number) AS serials
          FROM machines m JOIN retailers r ON r.id = m.retailer_id
         WHERE m.id = ANY(${idArray([...machineIds])})
         GROUP BY r.id
         ORDER BY r.id`,
  );
  await emit(
    tx,
    shops.map((shop) => ({
      type: 'machine.installed' as const,
      actorUserId: actor.userId,
      distributorId: shop.distributorId,
      retailerId: null,
      entityType: 'machine' as const,
      entityId: shop.serials.length === 1 ? shop.firstId : null,
      payload: {
        retailerId: shop.retailerId,
        retailerName: shop.retailerName,
        shopName: shop.shopName,
        installedOn,
        ...(shop.serials.length === 1 ? { serialNumber: shop.serials[0] } : {}),
        ...devicesPayload(shop.serials),
      },
    })),
  );
}
