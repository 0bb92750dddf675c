import { MACHINE_SELECTION_MAX, type MachineSelection } from '@dd/contract';
import { and, asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { machines } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { machineScope } from '../../../access/scope';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { listFilters } from './list';

function tooLarge(count: number): HttpError {
  return badRequest(
    'selection_too_large',
    `At most ${MACHINE_SELECTION_MAX} machines can be changed at once`,
    { params: { max: MACHINE_SELECTION_MAX, count } },
  );
}

/**
 * The ids of a bulk action's machines, in id order, resolved by the server in the caller's scope
 * (the machines list's scope): ticked ids must all be visible (else 404 naming the others, as
 * every call taking machine ids does); "all matching" runs the list's own filter. Over
 * MACHINE_SELECTION_MAX is a 400 `selection_too_large`.
 */
export async function resolveSelection(
  db: Executor,
  principal: Principal,
  selection: MachineSelection,
): Promise<number[]> {
  if ('ids' in selection) {
    const wanted = [...new Set(selection.ids)];
    const found = await db
      .select({ id: machines.id })
      .from(machines)
      .where(and(inArray(machines.id, wanted), machineScope(principal)))
      .orderBy(asc(machines.id));
    if (found.length !== wanted.length) {
      const seen = new Set(found.map((r) => r.id));
      const missing = wanted.filter((id) => !seen.has(id));
      throw new HttpError(404, 'machines_not_found', `Machines not found: ${missing.join(', ')}`, {
        params: { ids: missing },
      });
    }
    return found.map((r) => r.id);
  }
  const rows = await db
    .select({ id: machines.id })
    .from(machines)
    .where(and(machineScope(principal), listFilters(selection.filter).where))
    .orderBy(asc(machines.id))
    .limit(MACHINE_SELECTION_MAX + 1);
  if (rows.length > MACHINE_SELECTION_MAX) throw tooLarge(rows.length);
  return rows.map((r) => r.id);
}
