import { sql, type SQL } from 'drizzle-orm';
import { machines, rmaItems } from '../../db/schema';

/**
 * "In RMA": a device of a batch not yet closed (SENT or RECEIVED_BY_PROVIDER: rma_items.open,
 * which the close clears; the partial unique index keeps it in at most one such batch).
 */
export function inOpenRmaCondition(machineId: SQL | typeof machines.id = machines.id): SQL {
  return sql`exists (select 1 from ${rmaItems} ri where ri.machine_id = ${machineId} and ri.open)`;
}
