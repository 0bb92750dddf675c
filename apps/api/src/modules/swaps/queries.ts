import type { MachineSwap, MachineSwapsResponse, SwapMapping } from '@dd/contract';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Principal } from '../../access/principal';
import { swapScope } from '../../access/scope';
import type { Executor } from '../../db/client';
import { machineSwaps, machines, serviceProviders, users } from '../../db/schema';
import { findScopedMachine } from '../machines';

const faulty = alias(machines, 'faulty_machine');
const replacement = alias(machines, 'replacement_machine');

async function selectSwaps(db: Executor, where: SQL | undefined): Promise<MachineSwap[]> {
  const list = await db
    .select({
      swap: machineSwaps,
      faultySerial: faulty.serialNumber,
      replacementSerial: replacement.serialNumber,
      byName: users.name,
    })
    .from(machineSwaps)
    .innerJoin(faulty, eq(faulty.id, machineSwaps.faultyMachineId))
    .innerJoin(replacement, eq(replacement.id, machineSwaps.replacementMachineId))
    .leftJoin(users, eq(users.id, machineSwaps.swappedBy))
    .where(where)
    .orderBy(desc(machineSwaps.swappedAt), desc(machineSwaps.id));
  return list.map(({ swap: s, faultySerial, replacementSerial, byName }) => ({
    id: s.id,
    faultyMachine: { id: s.faultyMachineId, serialNumber: faultySerial },
    replacementMachine: { id: s.replacementMachineId, serialNumber: replacementSerial },
    assignmentId: s.assignmentId,
    distributorId: s.distributorId,
    retailerId: s.retailerId,
    serviceProviderId: s.serviceProviderId,
    reason: s.reason,
    mappingMoved: s.mapping !== null,
    mapping: (s.mapping as SwapMapping | null) ?? null,
    swappedBy: s.swappedBy !== null ? { id: s.swappedBy, name: byName ?? '' } : null,
    swappedAt: s.swappedAt.toISOString(),
  }));
}

/** One swap record (after it was written). */
export async function loadSwap(db: Executor, id: number): Promise<MachineSwap> {
  const [swap] = await selectSwaps(db, eq(machineSwaps.id, id));
  return swap!;
}

/**
 * GET /machines/{id}/swaps: the swaps the machine took part in (faulty or replacement), newest
 * first; 404 for a machine out of the caller's scope; a non-admin sees its own holdings' swaps.
 */
export async function machineSwapsOf(
  db: Executor,
  p: Principal,
  machineId: number,
): Promise<MachineSwapsResponse> {
  const machine = await findScopedMachine(db, p, machineId);
  const swaps = await selectSwaps(
    db,
    and(
      or(
        eq(machineSwaps.faultyMachineId, machineId),
        eq(machineSwaps.replacementMachineId, machineId),
      ),
      swapScope(p),
    ),
  );
  const [provider] = machine.serviceProviderId
    ? await db
        .select({ rule: serviceProviders.swapMapping })
        .from(serviceProviders)
        .where(eq(serviceProviders.id, machine.serviceProviderId))
    : [];
  return { swaps, swapMapping: provider?.rule ?? 'CARRY_OVER' };
}
