import type { Tx } from '../../db/client';

/**
 * What changed in one write of device activity, by machine id: the devices that went offline,
 * came back online, turned dormant, or made their first transaction. Written by the ingest, the
 * offline sweep and the dormant job in their own transaction; the webhooks and alerts follow
 * from here (the outbox, so they leave only if the transaction commits).
 */
export type ActivityTransitions = {
  offline: readonly number[];
  backOnline: readonly number[];
  dormant: readonly number[];
  firstTransaction: readonly number[];
};

export const NO_TRANSITIONS: ActivityTransitions = {
  offline: [],
  backOnline: [],
  dormant: [],
  firstTransaction: [],
};

/** Records what follows from the transitions (webhook events) in the writer's transaction. */
export async function recordTransitions(_tx: Tx, _t: ActivityTransitions): Promise<void> {
  // Filled by the activity alerts (webhook events machine.offline, machine.back_online,
  // machine.dormant, machine.first_transaction).
}
