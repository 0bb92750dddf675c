import type { Database } from '../../src/db/client';
import { machines, serviceProviders } from '../../src/db/schema';
import { keepMachineRecords } from '../../src/modules/custody';

type ProviderInsert = typeof serviceProviders.$inferInsert;
type MachineInsert = typeof machines.$inferInsert;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();

export async function createProvider(database: Database, overrides: Partial<ProviderInsert> = {}) {
  const n = unique();
  const [p] = await database.db
    .insert(serviceProviders)
    .values({
      name: `Provider ${n}`,
      companyName: `Provider ${n} Pvt Ltd`,
      email: `p${n.toLowerCase()}@example.test`,
      phone: '+91 99887 76655',
      address: '7 Ring Road, Ahmedabad',
      ...overrides,
    })
    .returning();
  return p!;
}

/** A machine; a provider is created for it unless `serviceProviderId` is given. */
export async function createMachine(database: Database, overrides: Partial<MachineInsert> = {}) {
  const serviceProviderId =
    overrides.serviceProviderId === undefined
      ? (await createProvider(database)).id
      : overrides.serviceProviderId;
  const [m] = await database.db
    .insert(machines)
    .values({
      serialNumber: `SN-${unique()}`,
      model: 'Telering T-300',
      manufacturer: 'Telering',
      machineType: 'POS',
      ...overrides,
      serviceProviderId,
    })
    .returning();
  // What custody writes with a new machine: its counts (and a holder's period, if given one).
  await keepMachineRecords(database.db, [], [m!]);
  return m!;
}

/** n machines sharing the overrides (one provider is created for all unless given). */
export async function createMachines(
  database: Database,
  n: number,
  overrides: Partial<MachineInsert> = {},
) {
  const serviceProviderId =
    overrides.serviceProviderId === undefined
      ? (await createProvider(database)).id
      : overrides.serviceProviderId;
  const created = [];
  for (let i = 0; i < n; i++) {
    created.push(await createMachine(database, { ...overrides, serviceProviderId }));
  }
  return created;
}

/**
 * A small fixed catalogue for list, stats and inventory tests (numbers in comments are the
 * machines' positions m[0]..m[7]; ids ascend in that order):
 *
 * | # | provider | type     | manufacturer | status      | holder          | partnerType | partner          |
 * |---|----------|----------|--------------|-------------|-----------------|-------------|------------------|
 * | 0 | p1       | POS      | Telering     | AVAILABLE   | -               | -           | -                |
 * | 1 | p1       | POS      | Telering     | AVAILABLE   | -               | -           | -                |
 * | 2 | p1       | POS      | Everlife     | MAINTENANCE | -               | -           | -                |
 * | 3 | p1       | SOUNDBOX | Telering     | ASSIGNED    | distributor A   | B2B         | Alpha Traders    |
 * | 4 | p1       | SOUNDBOX | Everlife     | ASSIGNED    | A via retailer  | B2B         | Alpha Traders    |
 * | 5 | p2       | POS      | Everlife     | ASSIGNED    | distributor B   | B2B         | Beta 100% Pay_Co |
 * | 6 | p2       | SOUNDBOX | Telering     | AVAILABLE   | -               | B2C         | O'Brien Stores   |
 * | 7 | p2       | POS      | Telering     | RETIRED     | -               | -           | -                |
 */
export async function createMachineCatalogue(
  database: Database,
  holders: { distributorA: number; retailerA: number; distributorB: number },
) {
  const p1 = await createProvider(database, { name: 'Paytech Services' });
  const p2 = await createProvider(database, { name: 'Soundwave Networks' });
  const { distributorA, retailerA, distributorB } = holders;
  const rows: Partial<MachineInsert>[] = [
    {
      serviceProviderId: p1.id,
      serialNumber: 'TLR-POS-001',
      model: 'Telering T-300',
      mid: '123456789012345',
      tid: '20011111',
    },
    { serviceProviderId: p1.id, serialNumber: 'TLR-POS-002', model: 'Telering T-500 Android' },
    {
      serviceProviderId: p1.id,
      serialNumber: 'EVL-POS-003',
      model: 'Everlife EL-POS 9',
      manufacturer: 'Everlife',
      status: 'MAINTENANCE',
    },
    {
      serviceProviderId: p1.id,
      serialNumber: 'TLR-SB-004',
      model: 'Telering SB-10',
      machineType: 'SOUNDBOX',
      status: 'ASSIGNED',
      distributorId: distributorA,
      partnerType: 'B2B',
      partner: 'Alpha Traders',
      qrCode: 'upi://pay?pa=alpha004@tlr',
      hasStandee: true,
    },
    {
      serviceProviderId: p1.id,
      serialNumber: 'EVL-SB-005',
      model: 'Everlife Vox 2',
      manufacturer: 'Everlife',
      machineType: 'SOUNDBOX',
      status: 'ASSIGNED',
      distributorId: distributorA,
      retailerId: retailerA,
      partnerType: 'B2B',
      partner: 'Alpha Traders',
    },
    {
      serviceProviderId: p2.id,
      serialNumber: 'EVL-POS-006',
      model: 'Everlife EL-POS 7 Lite',
      manufacturer: 'Everlife',
      status: 'ASSIGNED',
      distributorId: distributorB,
      partnerType: 'B2B',
      partner: 'Beta 100% Pay_Co',
    },
    {
      serviceProviderId: p2.id,
      serialNumber: 'TLR-SB-007',
      model: 'Telering SB-20 4G',
      machineType: 'SOUNDBOX',
      partnerType: 'B2C',
      partner: "O'Brien Stores",
    },
    { serviceProviderId: p2.id, serialNumber: 'TLR-POS-008', status: 'RETIRED' },
  ];
  const m = [];
  for (const row of rows) m.push(await createMachine(database, row));
  return { p1, p2, m };
}
