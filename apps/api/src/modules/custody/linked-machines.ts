import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderMachine as LinkedMachine } from '@dd/contract';
import type { Executor } from '../../db/client';
import { assignmentMachines, machines, orderMachines } from '../../db/schema';

const LINKS = {
  order: { table: orderMachines, parent: orderMachines.orderId, machine: orderMachines.machineId },
  assignment: {
    table: assignmentMachines,
    parent: assignmentMachines.assignmentId,
    machine: assignmentMachines.machineId,
  },
};

/** The machines of each order (or assignment), in serial order, keyed by its id. */
export async function linkedMachines(
  db: Executor,
  to: keyof typeof LINKS,
  ids: number[],
): Promise<Map<number, LinkedMachine[]>> {
  const byParent = new Map<number, LinkedMachine[]>();
  if (ids.length === 0) return byParent;
  const link = LINKS[to];
  const rows = await db
    .select({
      parentId: link.parent,
      id: machines.id,
      serialNumber: machines.serialNumber,
      model: machines.model,
      type: machines.machineType,
    })
    .from(link.table)
    .innerJoin(machines, eq(machines.id, link.machine))
    .where(inArray(link.parent, ids))
    .orderBy(asc(machines.serialNumber));
  for (const { parentId, ...m } of rows) {
    const list = byParent.get(parentId) ?? [];
    list.push(m);
    byParent.set(parentId, list);
  }
  return byParent;
}
