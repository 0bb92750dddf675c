import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { machineActivations, machineHoldingPeriods, machines } from '../../db/schema';
import { BUSINESS_TIME_ZONE } from '@dd/contract';
import { countActivations, countMachines } from './kept-counts';

/**
 * What follows from a write of machine rows, written by custody in the same transaction (no
 * trigger does it: decision 0169). From each machine as it was and as it is:
 * - the kept machine and activation-funnel counts (kept-counts.ts);
 * - its holding periods, which billing charges rent and deposits by (decision 0142): a change of
 *   holder closes the open period and opens the new holder's; a move within a distributor (to or
 *   from one of its retailers) stays on its stint, a change of distributor or a return ends it;
 * - its activations, which the commission statements read (decision 0146): an activation ends
 *   the day the device is deactivated, or today when it leaves the merchant or is activated
 *   afresh; an undone return restores the same activation (machine, date) and opens it again.
 */

/** The columns of a machine that something follows from. */
const TRACKED = {
  id: machines.id,
  machineType: machines.machineType,
  status: machines.status,
  partnerType: machines.partnerType,
  serviceProviderId: machines.serviceProviderId,
  distributorId: machines.distributorId,
  retailerId: machines.retailerId,
  activationState: machines.activationState,
  allottedAt: machines.allottedAt,
  activatedOn: machines.activatedOn,
  activationRef: machines.activationRef,
  deactivatedAt: machines.deactivatedAt,
};

export type TrackedMachine = {
  id: number;
  machineType: string;
  status: string;
  partnerType: string | null;
  serviceProviderId: number | null;
  distributorId: number | null;
  retailerId: number | null;
  activationState: string | null;
  allottedAt: Date | null;
  activatedOn: string | null;
  activationRef: string | null;
  deactivatedAt: Date | null;
};

/** The machines as they are now, in id order; locked when asked. */
async function trackedRows(tx: Tx, ids: readonly number[], lock: boolean) {
  const query = tx
    .select(TRACKED)
    .from(machines)
    .where(inArray(machines.id, [...ids]))
    .orderBy(machines.id);
  return (lock ? await query.for('update') : await query) as TrackedMachine[];
}

/**
 * Runs `write`, any update of these machines (a builder or raw SQL), and writes what follows
 * from it: the rows are locked and read before and read again after. Every custody write of
 * machine rows goes through here.
 */
export async function trackMachines<T>(
  tx: Tx,
  ids: readonly number[],
  write: () => Promise<T>,
): Promise<T> {
  if (ids.length === 0) return write();
  const before = await trackedRows(tx, ids, true);
  const result = await write();
  await keepMachineRecords(tx, before, await trackedRows(tx, ids, false));
  return result;
}

const at = (d: Date | null) => d?.getTime() ?? null;
const sameHolder = (a: TrackedMachine, b: TrackedMachine) =>
  a.distributorId === b.distributorId && a.retailerId === b.retailerId;
const sameActivation = (a: TrackedMachine, b: TrackedMachine) =>
  a.activatedOn === b.activatedOn &&
  a.activationRef === b.activationRef &&
  at(a.deactivatedAt) === at(b.deactivatedAt);
const sameCounted = (a: TrackedMachine, b: TrackedMachine) =>
  sameHolder(a, b) &&
  a.machineType === b.machineType &&
  a.status === b.status &&
  a.partnerType === b.partnerType &&
  a.serviceProviderId === b.serviceProviderId &&
  a.activationState === b.activationState &&
  at(a.allottedAt) === at(b.allottedAt);

/**
 * Writes what follows from machines going from `before` to `after` (matched by id; a machine
 * only in `after` is new, one only in `before` is gone). Tests and seeds that write machine
 * rows themselves call it too, so their data is what custody would have left.
 */
export async function keepMachineRecords(
  tx: Executor,
  before: readonly TrackedMachine[],
  after: readonly TrackedMachine[],
): Promise<void> {
  const was = new Map(before.map((m) => [m.id, m]));
  const now = new Map(after.map((m) => [m.id, m]));
  const left = before.filter((m) => !now.has(m.id) || !sameCounted(m, now.get(m.id)!));
  const joined = after.filter((m) => !was.has(m.id) || !sameCounted(was.get(m.id)!, m));
  await keepCounts(tx, left, joined);
  await followHolders(
    tx,
    after
      .filter((m) => !was.has(m.id) || !sameHolder(was.get(m.id)!, m))
      .map((m) => ({ before: was.get(m.id) ?? null, after: m })),
  );
  await followActivations(
    tx,
    after.flatMap((m) => {
      const old = was.get(m.id);
      return old && !sameActivation(old, m) ? [{ before: old, after: m }] : [];
    }),
  );
}

/** The machine and funnel counts: `left` rows leave their groups, `joined` rows join theirs. */
async function keepCounts(
  tx: Executor,
  left: readonly TrackedMachine[],
  joined: readonly TrackedMachine[],
): Promise<void> {
  if (left.length + joined.length === 0) return;
  const moves = [...left.map((m) => ({ m, n: -1 })), ...joined.map((m) => ({ m, n: 1 }))].map(
    ({ m, n }) => ({
      machine_type: m.machineType,
      status: m.status,
      partner_type: m.partnerType,
      distributor_id: m.distributorId,
      retailer_id: m.retailerId,
      activation_state: m.activationState,
      service_provider_id: m.serviceProviderId,
      allotted_at: m.allottedAt,
      n,
    }),
  );
  const rows = sql`SELECT * FROM jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) AS r(
    machine_type text, status text, partner_type text, distributor_id int, retailer_id int,
    activation_state text, service_provider_id int, allotted_at timestamptz, n int)`;
  await tx.execute(countMachines(rows));
  await tx.execute(countActivations(rows));
}

type Change = { before: TrackedMachine | null; after: TrackedMachine };

/** Rows a single INSERT writes at most (one bound parameter per column of each). */
const INSERT_SLICE = 5_000;

/**
 * Holding periods follow the holder columns: the open period of each machine whose holder
 * changed closes now; a machine with a distributor now opens one, on the closed period's stint
 * when it stayed with the same distributor, on a new stint otherwise.
 */
async function followHolders(tx: Executor, changes: readonly Change[]): Promise<void> {
  const stints = new Map<number, Date>();
  for (const leftDistributor of [true, false]) {
    const ids = changes
      .filter(
        (c) => c.before && (c.before.distributorId !== c.after.distributorId) === leftDistributor,
      )
      .map((c) => c.after.id);
    if (ids.length === 0) continue;
    const closed = await tx
      .update(machineHoldingPeriods)
      .set({ heldTo: sql`now()`, leftDistributor })
      .where(
        and(inArray(machineHoldingPeriods.machineId, ids), isNull(machineHoldingPeriods.heldTo)),
      )
      .returning({
        machineId: machineHoldingPeriods.machineId,
        stintFrom: machineHoldingPeriods.stintFrom,
      });
    if (!leftDistributor) for (const p of closed) stints.set(p.machineId, p.stintFrom);
  }
  const opened = changes
    .filter((c) => c.after.distributorId !== null)
    .map(({ after }) => ({
      machineId: after.id,
      distributorId: after.distributorId!,
      retailerId: after.retailerId,
      heldFrom: sql`now()`,
      stintFrom: stints.get(after.id) ?? sql`now()`,
    }));
  for (let i = 0; i < opened.length; i += INSERT_SLICE)
    await tx.insert(machineHoldingPeriods).values(opened.slice(i, i + INSERT_SLICE));
}

/** India's date of an instant, in SQL. */
const indiaDate = (instant: SQL) =>
  sql`(${instant}::timestamptz AT TIME ZONE ${BUSINESS_TIME_ZONE})::date`;

/**
 * Activations follow the lifecycle columns of machines that existed before (a new machine is
 * created without one): a machine activated on another day ends its open activation today; the
 * activation it has now is written (new, or its end and reference brought up to date).
 */
async function followActivations(tx: Executor, changes: readonly Change[]): Promise<void> {
  const redated = changes.filter((c) => c.before!.activatedOn !== c.after.activatedOn);
  if (redated.length > 0) {
    await tx.execute(sql`
      UPDATE ${machineActivations} a
         SET ended_on = ${indiaDate(sql`now()`)}, deactivated = false
        FROM unnest(${sql.param(redated.map((c) => c.after.id))}::int[],
                    ${sql.param(redated.map((c) => c.after.activatedOn))}::date[]) AS c(id, activated_on)
       WHERE a.machine_id = c.id AND a.ended_on IS NULL
         AND a.activated_on IS DISTINCT FROM c.activated_on`);
  }
  const current = changes
    .map((c) => c.after)
    .filter((m) => m.activatedOn !== null)
    .map((m) => ({
      machineId: m.id,
      activatedOn: m.activatedOn!,
      activationRef: m.activationRef,
      distributorId: m.distributorId,
      retailerId: m.retailerId,
      endedOn: m.deactivatedAt ? indiaDate(sql`${m.deactivatedAt.toISOString()}`) : null,
      deactivated: m.deactivatedAt !== null,
    }));
  for (let i = 0; i < current.length; i += INSERT_SLICE) {
    await tx
      .insert(machineActivations)
      .values(current.slice(i, i + INSERT_SLICE))
      .onConflictDoUpdate({
        target: [machineActivations.machineId, machineActivations.activatedOn],
        set: {
          endedOn: sql`excluded.ended_on`,
          deactivated: sql`excluded.deactivated`,
          activationRef: sql`excluded.activation_ref`,
        },
      });
  }
}
