import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { actorOf, type Principal } from '../../access/principal';
import { idArray } from '../../db/id-array';
import { conflict } from '../../lib/http-errors';
import {
  emitAssignmentEvent,
  lockMachines,
  restoreReturned,
  HeldMachineSnapshot,
} from '../custody';
import { lockScopedAssignment } from './lock';
import { loadAssignments } from './serialize';
import { auditLog } from '../../db/schema';

/** How long after a Return the server still undoes it (the web offers Undo for 10 s). */
const UNDO_RETURN_WINDOW_MINUTES = 10;

const notPossible = (why: string) =>
  conflict('undo_not_possible', `This return can no longer be undone: ${why}`);

type ReturnEntry = { id: number; fresh: boolean; machines: HeldMachineSnapshot[] };

/** The assignment's last history entry, when it is its Return (else the return is not the last change). */
async function lastReturn(tx: Tx, assignmentId: number): Promise<ReturnEntry | undefined> {
  const [last] = await rows(
    tx,
    sql`select id::int as id, action,
               at > now() - make_interval(mins => ${UNDO_RETURN_WINDOW_MINUTES}::int) as fresh,
               details -> 'machines' as machines
          from ${auditLog}
         where entity_type = 'assignment' and entity_id = ${assignmentId}
         order by id desc limit 1`,
    z.object({
      id: z.int(),
      action: z.string(),
      fresh: z.boolean(),
      // A Return's entry holds the machines; any other entry answers null here.
      machines: z.array(HeldMachineSnapshot).nullable(),
    }),
  );
  if (!last || last.action !== 'assignment.returned') return undefined;
  return { id: last.id, fresh: last.fresh, machines: last.machines ?? [] };
}

/** Whether any of the machines has a history entry after the Return (someone touched it). */
async function touchedSince(tx: Tx, machineIds: number[], entryId: number): Promise<boolean> {
  const hit = await rows(
    tx,
    sql`select id::int as id from ${auditLog}
         where entity_type = 'machine' and entity_id = any(${idArray(machineIds)})
           and id > ${entryId} limit 1`,
    z.object({ id: z.int() }),
  );
  return hit.length > 0;
}

/**
 * Undoes a Return: the assignment is ACTIVE again and holds the same machines, each exactly as
 * it was (holder, partner, activation lifecycle). Only while the Return is the last change of
 * the assignment and of every machine, and within UNDO_RETURN_WINDOW_MINUTES; else 409
 * `undo_not_possible`. Recorded in the history like any custody change, and told as
 * `assignment.return_undone`.
 */
export async function undoReturn(db: Db, principal: Principal, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockScopedAssignment(tx, principal, id);
    if (row.status !== 'RETURNED') throw notPossible('the assignment is not returned');
    const entry = await lastReturn(tx, id);
    if (!entry) throw notPossible('the assignment changed since');
    if (!entry.fresh) throw notPossible('the time to undo is over');
    const machineIds = entry.machines.map((m) => m.id);
    // Locked first (id order, as every custody write), so the checks hold until we commit.
    const locked = await lockMachines(tx, machineIds);
    if (
      locked.some((m) => m.status !== 'AVAILABLE') ||
      (await touchedSince(tx, machineIds, entry.id))
    )
      throw notPossible('the devices changed since');

    const actor = actorOf(principal);
    await restoreReturned(tx, actor, row, entry);
    // Whoever was told of the Return (the inbox, e-mail, webhooks) is told that it is undone.
    await emitAssignmentEvent(tx, 'assignment.return_undone', actor, id, machineIds);
  });
  const [assignment] = await loadAssignments(db, [id]);
  return assignment!;
}
