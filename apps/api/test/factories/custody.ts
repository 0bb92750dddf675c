import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { assignments, machines, orders } from '../../src/db/schema';
import { trackMachines, trackStatusRows } from '../../src/modules/custody';

/**
 * A test's own writes of rows no route writes that way (many rows at once, a delete), made as
 * custody makes its writes: through trackMachines / trackStatusRows, so the kept counts, holding
 * periods and activations follow as they would.
 */

type MachineSet = Partial<typeof machines.$inferInsert>;

/** Updates (or, with no `set`, deletes) the machines `where` picks. */
export function writeMachines(database: Database, where: SQL | undefined, set?: MachineSet) {
  return database.db.transaction(async (tx) => {
    const ids = (await tx.select({ id: machines.id }).from(machines).where(where)).map((r) => r.id);
    await trackMachines(tx, ids, () =>
      set ? tx.update(machines).set(set).where(where) : tx.delete(machines).where(where),
    );
  });
}

const TABLES = { orders, assignments } as const;
/** The columns both tables have (a status of either's, unchecked: a test's own write). */
type StatusSet = Partial<
  Pick<typeof orders.$inferInsert, 'distributorId' | 'retailerId' | 'notes'>
> & {
  status?: string;
};

/** Updates (or, with no `set`, deletes) the orders or assignments `where` picks. */
export function writeCounted(
  database: Database,
  subject: keyof typeof TABLES,
  where: SQL | undefined,
  set?: StatusSet,
) {
  const table = TABLES[subject];
  return database.db.transaction(async (tx) => {
    const ids = (await tx.select({ id: table.id }).from(table).where(where)).map((r) => r.id);
    await trackStatusRows(tx, subject, ids, () =>
      set
        ? tx
            .update(table)
            .set(set as never)
            .where(where)
        : tx.delete(table).where(where),
    );
  });
}
