import type { Database } from '../../src/db/client';
import { keepStatusCounts } from '../../src/modules/custody';
import { createDistributor, createRetailer } from '../app';
import { createMachine as createAnyMachine, createProvider } from './machines';
import {
  assignmentMachines,
  assignments,
  machines,
  orderMachines,
  orders,
} from '../../src/db/schema';

/**
 * Rows for the dashboard and report tests, written straight into the tables (no booking rules):
 * each test states exactly what exists and hand-computes what the API must count.
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The calendar day in India of an instant ('YYYY-MM-DD'). */
function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `daysAgo` days before today in India. */
export function istDaysAgo(daysAgo: number, now = new Date()): string {
  return istDay(new Date(now.getTime() - daysAgo * DAY_MS));
}

/** The instant of `time` ('HH:MM') on `day` in India. */
export function istAt(day: string, time = '10:00'): Date {
  return new Date(`${day}T${time}:00+05:30`);
}

export { createProvider };

/** A machine with no provider unless one is given, model 'T1' (the report tests count on both). */
export function createMachine(
  database: Database,
  overrides: Partial<typeof machines.$inferInsert> = {},
) {
  return createAnyMachine(database, { serviceProviderId: null, model: 'T1', ...overrides });
}

export async function createOrder(
  database: Database,
  values: Partial<typeof orders.$inferInsert> & { distributorId: number; machineIds?: number[] },
) {
  const { machineIds = [], ...rest } = values;
  const [o] = await database.db
    .insert(orders)
    .values({
      orderNumber: `ORD-${unique()}`,
      orderType: 'MACHINE_ALLOTMENT',
      quantity: Math.max(1, machineIds.length),
      ...rest,
    })
    .returning();
  await keepStatusCounts(database.db, 'orders', [], [o!]);
  if (machineIds.length) {
    await database.db
      .insert(orderMachines)
      .values(machineIds.map((machineId) => ({ orderId: o!.id, machineId })));
  }
  return o!;
}

export async function createAssignment(
  database: Database,
  values: Partial<typeof assignments.$inferInsert> & {
    distributorId: number;
    machineIds?: number[];
  },
) {
  const { machineIds = [], ...rest } = values;
  const [a] = await database.db
    .insert(assignments)
    .values({ validFrom: '2024-01-01', ...rest })
    .returning();
  await keepStatusCounts(database.db, 'assignments', [], [a!]);
  if (machineIds.length) {
    const active = a!.status === 'ACTIVE';
    await database.db
      .insert(assignmentMachines)
      .values(machineIds.map((machineId) => ({ assignmentId: a!.id, machineId, active })));
  }
  return a!;
}

/**
 * A small world for the dashboard tests. Distributor A (retailers A1, A2) and B (retailer B1);
 * twelve machines, seven orders and six assignments spread over them (see the comments).
 * The expected counts are hand-computed in the tests, not here.
 */
export async function createDashboardWorld(database: Database) {
  const a = await createDistributor(database);
  const b = await createDistributor(database);
  const a1 = await createRetailer(database, a.id);
  const a2 = await createRetailer(database, a.id);
  const b1 = await createRetailer(database, b.id);

  const held = (distributorId: number, retailerId: number | null = null) => ({
    distributorId,
    retailerId,
  });
  // In stock, held by no one.
  await createMachine(database, { machineType: 'POS', status: 'AVAILABLE' });
  await createMachine(database, { machineType: 'POS', status: 'AVAILABLE' });
  await createMachine(database, { machineType: 'SOUNDBOX', status: 'AVAILABLE' });
  await createMachine(database, { machineType: 'POS', status: 'MAINTENANCE' });
  await createMachine(database, { machineType: 'SOUNDBOX', status: 'RETIRED' });
  // Held by A directly, through A1 and through A2.
  const m6 = await createMachine(database, {
    machineType: 'POS',
    status: 'ASSIGNED',
    ...held(a.id),
  });
  await createMachine(database, { machineType: 'POS', status: 'ASSIGNED', ...held(a.id) });
  const m8 = await createMachine(database, {
    machineType: 'SOUNDBOX',
    status: 'ASSIGNED',
    ...held(a.id, a1.id),
  });
  await createMachine(database, {
    machineType: 'POS',
    status: 'MAINTENANCE',
    ...held(a.id, a1.id),
  });
  await createMachine(database, { machineType: 'POS', status: 'ASSIGNED', ...held(a.id, a2.id) });
  // Held by B directly and through B1.
  const m11 = await createMachine(database, {
    machineType: 'SOUNDBOX',
    status: 'ASSIGNED',
    ...held(b.id),
  });
  await createMachine(database, { machineType: 'POS', status: 'ASSIGNED', ...held(b.id, b1.id) });

  // Orders: A x5, B x2.
  await createOrder(database, {
    distributorId: a.id,
    retailerId: a1.id,
    status: 'PENDING',
    machineIds: [m8.id],
  });
  await createOrder(database, { distributorId: a.id, retailerId: a1.id, status: 'DELIVERED' });
  await createOrder(database, {
    distributorId: a.id,
    retailerId: null,
    status: 'DELIVERED',
    machineIds: [m6.id],
  });
  await createOrder(database, { distributorId: a.id, retailerId: a2.id, status: 'CANCELLED' });
  await createOrder(database, { distributorId: a.id, retailerId: null, status: 'APPROVED' });
  await createOrder(database, { distributorId: b.id, retailerId: b1.id, status: 'PENDING' });
  await createOrder(database, {
    distributorId: b.id,
    retailerId: b1.id,
    status: 'IN_PROGRESS',
    machineIds: [m11.id],
  });

  // Assignments: A x4, B x2.
  await createAssignment(database, {
    distributorId: a.id,
    retailerId: a1.id,
    status: 'ACTIVE',
    machineIds: [m8.id],
  });
  await createAssignment(database, { distributorId: a.id, status: 'RETURNED' });
  await createAssignment(database, { distributorId: a.id, retailerId: a2.id, status: 'RETURNED' });
  await createAssignment(database, { distributorId: a.id, status: 'INACTIVE' });
  await createAssignment(database, { distributorId: b.id, status: 'ACTIVE', machineIds: [m11.id] });
  await createAssignment(database, {
    distributorId: b.id,
    retailerId: b1.id,
    status: 'REASSIGNED',
  });

  return { a, b, a1, a2, b1 };
}
