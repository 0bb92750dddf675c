import type { ActivationStepInput, BulkActivationInput, Machine } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { machines } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { machineScope } from '../../access/scope';
import { HttpError, notFound } from '../../lib/http-errors';
import { lockMachines } from '../custody';
import { toMachine } from '../machines';
import { emitInstalled } from './events';
import {
  applyStep,
  lifecycleOf,
  requireNoProblems,
  requirePastDate,
  requireStepAllowed,
} from './steps';

/** Locks the devices in the caller's scope (out of scope = 404 like missing), checks and moves them. */
async function move(
  tx: Tx,
  principal: Principal,
  machineIds: number[],
  input: ActivationStepInput,
  source: 'detail' | 'bulk',
): Promise<void> {
  await lockMachines(tx, machineIds, machineScope(principal));
  const rows = await lifecycleOf(tx, machineIds);
  requireNoProblems(rows, input.step);
  await applyStep(tx, principal, rows, input, source);
  if (input.step === 'INSTALLED')
    await emitInstalled(tx, actorOf(principal), machineIds, input.date);
}

/** POST /machines/{id}/activation: one device takes one step; answers the machine. */
export async function stepMachine(
  db: Db,
  principal: Principal,
  id: number,
  input: ActivationStepInput,
  today: string,
): Promise<Machine> {
  requireStepAllowed(principal, input.step);
  requirePastDate(input.date, today);
  return db.transaction(async (tx) => {
    try {
      await move(tx, principal, [id], input, 'detail');
    } catch (e) {
      // One machine in the path: the same 404 as GET /machines/{id}.
      if (e instanceof HttpError && e.code === 'machines_not_found')
        throw notFound('not_found', 'Machine not found');
      throw e;
    }
    const [row] = await tx.select().from(machines).where(eq(machines.id, id));
    return toMachine(row!);
  });
}

/** POST /machines/activation: the same step for a selection, all or nothing. */
export async function stepMachines(
  db: Db,
  principal: Principal,
  input: BulkActivationInput,
  today: string,
): Promise<{ updated: number }> {
  const { machineIds, ...step } = input;
  requireStepAllowed(principal, step.step);
  requirePastDate(step.date, today);
  await db.transaction((tx) => move(tx, principal, machineIds, step, 'bulk'));
  return { updated: machineIds.length };
}
