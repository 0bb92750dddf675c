import type { MachineBulkResult, MachineEditableStatus } from '@dd/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { machines } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { heldMachineIds, inTransitIds, setMachineStatus } from '../custody';
import { machineSnapshot } from '../machines';

/**
 * A stock status (AVAILABLE, MAINTENANCE, RETIRED) for a resolved selection, in the caller's
 * transaction, with PUT /machines/{id}'s rules: a held or in-transit device is refused (with its
 * reason), one already in the status is left unchanged, every change is audited as one edit is.
 */
export async function changeStatusOfMachines(
  tx: Tx,
  principal: Principal,
  ids: readonly number[],
  status: MachineEditableStatus,
): Promise<MachineBulkResult> {
  const result: MachineBulkResult = { matched: ids.length, done: 0, unchanged: 0, refused: [] };
  if (ids.length === 0) return result;
  const rows = await tx
    .select()
    .from(machines)
    .where(inArray(machines.id, [...ids]))
    .orderBy(asc(machines.id))
    .for('update');
  const held = await heldMachineIds(tx, rows);
  const moving = await inTransitIds(tx, ids);
  const toChange = [];
  for (const row of rows) {
    if (row.status === status) result.unchanged++;
    else if (held.has(row.id) || moving.has(row.id)) {
      result.refused.push({
        id: row.id,
        serialNumber: row.serialNumber,
        code: moving.has(row.id) ? 'machines_in_transit' : 'machines_held',
        status: row.status,
      });
    } else toChange.push(row);
  }
  if (toChange.length === 0) return result;
  await setMachineStatus(
    tx,
    actorOf(principal),
    toChange,
    { status },
    {
      details: (row) => ({ serialNumber: row.serialNumber, source: 'bulk' }),
      also: toChange.map((row) => ({
        action: 'machine.updated',
        entityType: 'machine',
        entityId: row.id,
        before: machineSnapshot(row),
        after: { ...machineSnapshot(row), status },
        details: { changed: ['status'], source: 'bulk' },
      })),
    },
  );
  result.done = toChange.length;
  return result;
}
