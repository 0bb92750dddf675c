import type { Machine, MachineHolding } from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rows } from '../../../db/rows';
import { assignmentMachines, assignments, machines, orders } from '../../../db/schema';
import { toMachineNamed, type MachineRow } from '../serialize';
import { holderJoins, holderNameColumns, holderNamesOf, type NameColumns } from './holder-names';

type HoldingColumns = NameColumns & {
  assignment_id: number | null;
  order_id: number | null;
  order_number: string | null;
};

/**
 * Where a machine is: its holder's and retailer's names, and the ACTIVE assignment (with its
 * order) that holds it. `row` is already read in the caller's scope.
 */
export async function machineWhereabouts(
  db: Executor,
  row: MachineRow,
): Promise<{ machine: Machine; holding: MachineHolding | null }> {
  const [found] = await rows<HoldingColumns>(
    db,
    sql`select ${holderNameColumns}, a.id as assignment_id, o.id as order_id,
               o.order_number as order_number
          from ${machines} ${holderJoins}
          left join ${assignmentMachines} am
            on am.machine_id = ${machines.id} and am.active
          left join ${assignments} a on a.id = am.assignment_id
          left join ${orders} o on o.id = a.order_id
         where ${machines.id} = ${row.id}`,
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
  return { machine: toMachineNamed(row, found ? holderNamesOf(found) : null), holding };
}
