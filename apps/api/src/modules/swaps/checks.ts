import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rmaItems } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import type { MachineRow } from '../machines';

/**
 * The swap's rules on the two (locked) machines, each a clear code: the faulty one held, the
 * replacement another AVAILABLE device of the same type and provider.
 */
export function checkPair(faulty: MachineRow, replacement: MachineRow): void {
  if (faulty.id === replacement.id)
    throw badRequest('swap_same_machine', 'The replacement cannot be the faulty device itself');
  if (faulty.status !== 'ASSIGNED')
    throw conflict(
      'swap_not_assigned',
      `${faulty.serialNumber} is not assigned (it is ${faulty.status}): only an assigned device can be swapped`,
      { params: { serial: faulty.serialNumber, status: faulty.status } },
    );
  if (replacement.status !== 'AVAILABLE')
    throw conflict(
      'swap_replacement_unavailable',
      `The replacement ${replacement.serialNumber} is not available (it is ${replacement.status})`,
      { params: { serial: replacement.serialNumber, status: replacement.status } },
    );
  if (replacement.machineType !== faulty.machineType)
    throw badRequest(
      'swap_replacement_wrong_type',
      `The replacement ${replacement.serialNumber} is a ${replacement.machineType}, not a ${faulty.machineType}`,
      {
        params: {
          serial: replacement.serialNumber,
          type: replacement.machineType,
          expected: faulty.machineType,
        },
      },
    );
  if (replacement.serviceProviderId !== faulty.serviceProviderId)
    throw badRequest(
      'swap_replacement_wrong_provider',
      `The replacement ${replacement.serialNumber} belongs to another service provider`,
      { params: { serial: replacement.serialNumber } },
    );
}

/**
 * 409 when a device is in an open RMA batch (read under its row lock). A pending transfer is
 * custody's rule: lockMachines refuses it (`machines_in_transit`).
 */
export async function checkNotInRma(tx: Tx, machine: MachineRow): Promise<void> {
  const [rma] = await tx
    .select({ one: sql`1` })
    .from(rmaItems)
    .where(and(eq(rmaItems.machineId, machine.id), eq(rmaItems.open, true)))
    .limit(1);
  if (rma)
    throw conflict(
      'swap_machine_in_rma',
      `${machine.serialNumber} is in an open return batch to its provider`,
      { params: { serial: machine.serialNumber } },
    );
}
