import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { assignments, machines, orders } from '../../src/db/schema';
import { keepMachineRecords, keepStatusCounts } from '../../src/modules/custody';
import { readRows } from '../read-rows';

/** Test rows around distributors and retailers: what they hold, and what the audit log says. */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();

/** A machine currently held by the distributor (and retailer, if given). */
export async function holdMachine(
  database: Database,
  holder: { distributorId: number; retailerId?: number },
) {
  const [m] = await database.db
    .insert(machines)
    .values({
      serialNumber: `SN${unique()}`,
      model: 'T-100',
      manufacturer: 'Telering',
      machineType: 'POS',
      status: 'ASSIGNED',
      partnerType: 'B2B',
      distributorId: holder.distributorId,
      retailerId: holder.retailerId ?? null,
    })
    .returning();
  await keepMachineRecords(database.db, [], [m!]);
  return m!;
}

export async function addAssignment(
  database: Database,
  values: {
    distributorId: number;
    retailerId?: number;
    status?: 'ACTIVE' | 'INACTIVE' | 'RETURNED' | 'REASSIGNED';
  },
) {
  const [a] = await database.db
    .insert(assignments)
    .values({
      distributorId: values.distributorId,
      retailerId: values.retailerId ?? null,
      status: values.status ?? 'ACTIVE',
      validFrom: '2024-05-01',
    })
    .returning();
  await keepStatusCounts(database.db, 'assignments', [], [a!]);
  return a!;
}

export async function addOrder(
  database: Database,
  values: { distributorId: number; retailerId?: number },
) {
  const [o] = await database.db
    .insert(orders)
    .values({
      orderNumber: `ORD-${unique()}`,
      orderType: 'MACHINE_ALLOTMENT',
      distributorId: values.distributorId,
      retailerId: values.retailerId ?? null,
      quantity: 1,
    })
    .returning();
  await keepStatusCounts(database.db, 'orders', [], [o!]);
  return o!;
}

export type AuditRow = {
  action: string;
  actor_user_id: number | null;
  actor_name: string | null;
  actor_role: string | null;
  entity_type: string;
  entity_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** The audit entries of one entity, oldest first. */
export async function auditOf(
  database: Database,
  entityType: string,
  entityId: number,
): Promise<AuditRow[]> {
  return readRows<AuditRow>(
    database.db,
    sql`select action, actor_user_id, actor_name, actor_role, entity_type, entity_id, before, after
        from audit_log where entity_type = ${entityType} and entity_id = ${entityId} order by id`,
  );
}

/**
 * How many rows of a table `where` keeps (all by default): to prove that a refused request wrote
 * nothing, or what a request wrote.
 */
export async function countOf(database: Database, table: string, where: SQL = sql`true`) {
  const [row] = await readRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return row!.n;
}

/** A new retailer of the distributor, as POST /retailers takes it. */
export const retailerBody = (distributorId: number) => ({
  name: `R ${unique()}`,
  email: `r-${unique().toLowerCase()}@example.test`,
  phone: '+91 91234 56789',
  shop_name: 'Shop',
  address: '2 Lane, Surat',
  distributor_id: distributorId,
});
