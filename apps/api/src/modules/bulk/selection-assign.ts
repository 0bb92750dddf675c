import type { MachineBulkAssignRequest, MachineBulkResult } from '@dd/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignmentMachines, machines } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { activeHolder, assignToHolder, inTransitIds } from '../custody';

/**
 * Assigns a resolved selection to a distributor (maybe via its retailer) as New Assignment does:
 * the holder is checked first (a whole-request error), then each device: AVAILABLE, in no ACTIVE
 * assignment and not in transit is assigned, in one new ACTIVE assignment; a device already with
 * this holder is unchanged; any other is refused with its reason.
 */
export async function assignMachines(
  tx: Tx,
  principal: Principal,
  ids: readonly number[],
  body: Omit<MachineBulkAssignRequest, 'selection'>,
): Promise<MachineBulkResult> {
  const { distributor, retailer } = await activeHolder(
    tx,
    principal,
    body.distributorId,
    body.retailerId,
  );

  const result: MachineBulkResult = {
    matched: ids.length,
    done: 0,
    unchanged: 0,
    refused: [],
    assignmentId: null,
  };
  if (ids.length === 0) return result;
  const rows = await tx
    .select({
      id: machines.id,
      serialNumber: machines.serialNumber,
      status: machines.status,
      distributorId: machines.distributorId,
      retailerId: machines.retailerId,
    })
    .from(machines)
    .where(inArray(machines.id, [...ids]))
    .orderBy(asc(machines.id))
    .for('update');
  const active = await tx
    .select({ id: assignmentMachines.machineId })
    .from(assignmentMachines)
    .where(
      and(inArray(assignmentMachines.machineId, [...ids]), eq(assignmentMachines.active, true)),
    );
  const held = new Set(active.map((a) => a.id));
  const moving = await inTransitIds(tx, ids);
  const toHold: number[] = [];
  for (const row of rows) {
    const sameHolder =
      row.status === 'ASSIGNED' &&
      row.distributorId === distributor.id &&
      row.retailerId === (retailer?.id ?? null);
    if (sameHolder) result.unchanged++;
    else if (moving.has(row.id)) result.refused.push({ ...pick(row), code: 'machines_in_transit' });
    else if (row.status !== 'AVAILABLE' || held.has(row.id))
      result.refused.push({ ...pick(row), code: 'machines_unavailable' });
    else toHold.push(row.id);
  }
  if (toHold.length === 0) return result;
  const actor = actorOf(principal);
  result.assignmentId = await assignToHolder(
    tx,
    actor,
    toHold,
    { distributor, retailerId: retailer?.id ?? null },
    body,
  );
  result.done = toHold.length;
  return result;
}

const pick = (row: { id: number; serialNumber: string; status: string }) => ({
  id: row.id,
  serialNumber: row.serialNumber,
  status: row.status,
});
