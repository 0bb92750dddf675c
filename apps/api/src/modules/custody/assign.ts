import type { Tx } from '../../db/client';
import type { Actor } from '../../access/principal';
import { emitAssignmentEvent } from './events';
import { holdMachines } from './holdings';

/** Who a new assignment gives the machines to: a distributor, maybe via one of its retailers. */
export type AssignedHolder = {
  distributor: { id: number; name: string };
  retailerId: number | null;
};

/** The terms of a new assignment as a caller sends them (notes are trimmed, blank is none). */
export type AssignmentTerms = {
  validFrom: string;
  validTo?: string | null;
  notes?: string | null;
};

/**
 * A new ACTIVE assignment of no order holding the (locked, AVAILABLE) machines, announced as
 * assignment.created: its id. New Assignment, the bulk assign call and a selection's assign
 * all place machines this way.
 */
export async function assignToHolder(
  tx: Tx,
  actor: Actor,
  machineIds: number[],
  { distributor, retailerId }: AssignedHolder,
  terms: AssignmentTerms,
): Promise<number> {
  const id = await holdMachines(tx, actor, {
    machineIds,
    holder: { distributorId: distributor.id, distributorName: distributor.name, retailerId },
    orderId: null,
    validFrom: terms.validFrom,
    validTo: terms.validTo ?? null,
    notes: terms.notes?.trim() || null,
  });
  await emitAssignmentEvent(tx, 'assignment.created', actor, id, machineIds);
  return id;
}
