import { sql } from 'drizzle-orm';
import { index, primaryKey, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { machines } from './machines';

/** The device of a row of a set of devices (an assignment, an order, a transfer, an RMA batch). */
export const linkedMachineId = () => requiredRef('machine_id', () => machines.id);

/**
 * The keys of a set's devices: one row per (set, machine), an index on the machine, and with
 * `open` ([its name, its column]) the partial unique index that keeps a machine in at most one
 * open set.
 */
export function machineSetKeys(
  table: string,
  set: PgColumn,
  machine: PgColumn,
  open?: [string, PgColumn],
) {
  return [
    primaryKey({ columns: [set, machine] }),
    ...(open ? [uniqueIndex(`${table}_one_${open[0]}`).on(machine).where(sql`${open[1]}`)] : []),
    index(`${table}_machine_idx`).on(machine),
  ];
}
