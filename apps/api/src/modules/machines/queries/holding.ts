import type { Machine, MachineHolding, MachineResponse } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Principal } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { rows } from '../../../db/rows';
import { assignmentMachines, assignments, machines, orders } from '../../../db/schema';
import { toMachineNamed, type MachineRow } from '../serialize';
import { holderJoins, holderNameColumns, holderNamesOf, NameColumns } from './holder-names';
import { flagColumns, flagsOf, FlagColumns } from './flags';
import { findScopedMachine } from './list';

const HoldingColumns = NameColumns.extend(FlagColumns.shape).extend({
  assignment_id: z.int().nullable(),
  order_id: z.int().nullable(),
  order_number: z.string().nullable(),
});

/**
 * Where a machine is: its holder's and retailer's names, whether it is in transit or in RMA, and
 * the ACTIVE assignment (with its order) that holds it. `row` is already read in the caller's scope.
 */
export async function machineWhereabouts(
  db: Executor,
  row: MachineRow,
): Promise<{ machine: Machine; holding: MachineHolding | null }> {
  const [found] = await rows(
    db,
    sql`select ${holderNameColumns}, ${flagColumns}, a.id as assignment_id, o.id as order_id,
               o.order_number as order_number
          from ${machines} ${holderJoins}
          left join ${assignmentMachines} am
            on am.machine_id = ${machines.id} and am.active
          left join ${assignments} a on a.id = am.assignment_id
          left join ${orders} o on o.id = a.order_id
         where ${machines.id} = ${row.id}`,
    HoldingColumns,
  );
  const holding =
    found?.assignment_id != null
      ? {
          assignmentId: found.assignment_id,
          order:
            found.order_id != null
              ? { id: found.order_id, orderNumber: found.order_number ?? '' }
              : null,
        }
      : null;
  const machine = found
    ? toMachineNamed(row, holderNamesOf(found), flagsOf(found))
    : toMachineNamed(row, null);
  return { machine, holding };
}

/** GET /machines/{id}: the machine in the caller's scope (404 otherwise), with names and flags. */
export async function machineDetail(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<MachineResponse> {
  const row = await findScopedMachine(db, principal, id);
  return { machine: (await machineWhereabouts(db, row)).machine };
}
