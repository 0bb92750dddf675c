import type { Database } from '../../src/db/client';
import {
  machineSwaps,
  rmaBatches,
  rmaItems,
  transferMachines,
  transfers,
} from '../../src/db/schema';
import { createDistributor, createRetailer } from '../app';
import { createAssignment, createMachine, createProvider, istAt, istDaysAgo } from './reporting';

/**
 * Rows of the devices-at-the-merchant flows (swaps, RMA batches, transfers), written straight
 * into the tables (the flows' own rules are not needed to test the reports over them).
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();

export async function createSwap(
  database: Database,
  values: Omit<typeof machineSwaps.$inferInsert, 'assignmentId'> & { assignmentId?: number },
) {
  const assignmentId =
    values.assignmentId ??
    (await createAssignment(database, { distributorId: values.distributorId })).id;
  const [s] = await database.db
    .insert(machineSwaps)
    .values({ ...values, assignmentId })
    .returning();
  return s!;
}

type Item = Omit<typeof rmaItems.$inferInsert, 'batchId'>;

export async function createRmaBatch(
  database: Database,
  values: Omit<typeof rmaBatches.$inferInsert, 'batchNumber'> & {
    batchNumber?: string;
    items: Item[];
  },
) {
  const { items, ...batch } = values;
  const [b] = await database.db
    .insert(rmaBatches)
    .values({ batchNumber: `RMA-${unique()}`, ...batch })
    .returning();
  await database.db.insert(rmaItems).values(items.map((i) => ({ ...i, batchId: b!.id })));
  return b!;
}

async function createTransfer(
  database: Database,
  values: Omit<typeof transfers.$inferInsert, 'transferNumber'> & {
    transferNumber?: string;
    machineIds: number[];
  },
) {
  const { machineIds, ...transfer } = values;
  const [tr] = await database.db
    .insert(transfers)
    .values({ transferNumber: `TR-${unique()}`, ...transfer })
    .returning();
  const pending = tr!.status === 'PENDING';
  await database.db
    .insert(transferMachines)
    .values(machineIds.map((machineId) => ({ transferId: tr!.id, machineId, pending })));
  return tr!;
}

/**
 * The world of the merchant report tests (hand-computed in the tests): providers P1 (idle after
 * 10 days) and P2 (60); distributors A (retailer A1), B (retailer B1) and C; devices at the
 * retailers in each activation state, two swaps, two RMA batches and two transfers.
 */
export async function createMerchantWorld(database: Database, swappedBy: number) {
  const p1 = await createProvider(database, { name: 'Telering Payments', idleDays: 10 });
  const p2 = await createProvider(database, { name: 'Everlife Pay', idleDays: 60 });
  const a = await createDistributor(database, { name: 'ABC Distributors' });
  const b = await createDistributor(database, { name: 'XYZ Distributors' });
  const c = await createDistributor(database, { name: 'PQR Distributors' });
  const a1 = await createRetailer(database, a.id, { name: 'Shree Mobiles' });
  const b1 = await createRetailer(database, b.id, { name: 'Om Traders' });
  const allotted = (daysAgo: number) => istAt(istDaysAgo(daysAgo), '12:00');
  const atA1 = { status: 'ASSIGNED' as const, distributorId: a.id, retailerId: a1.id };
  const atB1 = { status: 'ASSIGNED' as const, distributorId: b.id, retailerId: b1.id };
  const m = (serialNumber: string, values: Parameters<typeof createMachine>[1]) =>
    createMachine(database, { serialNumber, machineType: 'POS', ...values });
  const m1 = await m('MR-1', {
    ...atA1,
    serviceProviderId: p1.id,
    activationState: 'ALLOTTED',
    allottedAt: allotted(20),
  });
  const m2 = await m('MR-2', {
    ...atA1,
    machineType: 'SOUNDBOX',
    serviceProviderId: p2.id,
    activationState: 'INSTALLED',
    allottedAt: allotted(20),
    installedOn: '2024-06-02',
    installLocation: 'Counter 1',
  });
  const m3 = await m('MR-3', {
    ...atA1,
    serviceProviderId: p1.id,
    activationState: 'ACTIVATED',
    allottedAt: allotted(30),
    activatedOn: '2024-06-05',
    activationRef: 'ACT-3',
  });
  const m4 = await m('MR-4', {
    ...atB1,
    machineType: 'SOUNDBOX',
    activationState: 'ALLOTTED',
    allottedAt: allotted(40),
  });
  const m5 = await m('MR-5', {
    ...atB1,
    serviceProviderId: p1.id,
    activationState: 'DEACTIVATED',
    allottedAt: allotted(50),
    deactivatedAt: istAt('2024-07-01'),
  });
  const m6 = await m('MR-6', { status: 'ASSIGNED', distributorId: a.id });
  const m7 = await m('MR-7', {
    ...atB1,
    serviceProviderId: p1.id,
    activationState: 'INSTALLED',
    allottedAt: allotted(5),
  });
  const m8 = await m('MR-8', { machineType: 'SOUNDBOX', status: 'MAINTENANCE', faulty: true });
  const m9 = await m('MR-9', { status: 'MAINTENANCE', faulty: true });
  const m10 = await m('MR-10', { status: 'ASSIGNED', distributorId: a.id });
  const m11 = await m('MR-11', { status: 'ASSIGNED', distributorId: b.id });

  const s1 = await createSwap(database, {
    faultyMachineId: m8.id,
    replacementMachineId: m1.id,
    distributorId: a.id,
    retailerId: a1.id,
    serviceProviderId: p1.id,
    reason: 'Screen dead',
    mapping: { tid: 'TID-8' },
    swappedBy,
    swappedAt: istAt('2024-06-10'),
  });
  const s2 = await createSwap(database, {
    faultyMachineId: m9.id,
    replacementMachineId: m4.id,
    distributorId: b.id,
    retailerId: b1.id,
    reason: 'No sound',
    swappedAt: istAt('2024-06-20'),
  });
  const r1 = await createRmaBatch(database, {
    serviceProviderId: p1.id,
    reference: 'REF-1',
    courierName: 'BlueDart',
    trackingNumber: 'BD123',
    createdAt: istAt('2024-07-01'),
    items: [{ machineId: m9.id }, { machineId: m8.id }],
  });
  const r2 = await createRmaBatch(database, {
    serviceProviderId: p2.id,
    reference: 'REF-2',
    status: 'CLOSED',
    createdAt: istAt('2024-08-01'),
    receivedAt: istAt('2024-08-05'),
    closedAt: istAt('2024-08-10'),
    items: [
      { machineId: m8.id, open: false, outcome: 'REPAIRED' },
      { machineId: m5.id, open: false, outcome: 'REPLACED', replacementSerial: 'MR-NEW' },
    ],
  });
  const t1 = await createTransfer(database, {
    fromDistributorId: a.id,
    toDistributorId: b.id,
    createdAt: istAt('2024-09-01'),
    machineIds: [m10.id, m6.id],
  });
  const t2 = await createTransfer(database, {
    fromDistributorId: b.id,
    toDistributorId: c.id,
    status: 'REFUSED',
    refusalReason: 'Not ordered',
    createdAt: istAt('2024-09-05'),
    decidedAt: istAt('2024-09-06'),
    machineIds: [m11.id],
  });
  return {
    ...{ p1, p2, a, b, c, a1, b1 },
    ...{ m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11 },
    ...{ s1, s2, r1, r2, t1, t2 },
  };
}
