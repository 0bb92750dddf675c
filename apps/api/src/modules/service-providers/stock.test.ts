import { beforeAll, describe, expect, it } from 'vitest';
import { createRetailer } from '../../../test/app';
import { createMachine, createMachines, createProvider } from '../../../test/factories/machines';
import { bookNewMachines } from '../../../test/factories/orders';
import { send } from '../../../test/requests';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { stockReceiptItems, stockReceipts } from '../../db/schema';

type Auth = { authorization: string };

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;

/**
 * Provider P's devices, by hand (A = distributor A, ra = A's retailer, B = distributor B, rb =
 * B's retailer; an order always names a retailer):
 *
 * | devices | how                                        | bucket            | A sees | B sees |
 * |---------|--------------------------------------------|-------------------|--------|--------|
 * | 3       | created                                    | in stock          | 3      | 3      |
 * | 2       | order for A via ra, PENDING                | booked            | 2      | -      |
 * | 1       | order for A via ra, APPROVED               | booked            | 1      | -      |
 * | 2       | order for A via ra, IN_PROGRESS            | in transit        | 2      | -      |
 * | 1       | order for A via ra, DELIVERED              | at retailers      | 1      | -      |
 * | 1       | assignment to A via ra (no order)          | at retailers      | 1      | -      |
 * | 1       | order for B via rb, DELIVERED              | at retailers      | -      | 1      |
 * | 1       | assignment to A (no retailer, no order)    | with distributors | 1      | -      |
 * | 1       | assignment to B (no retailer, no order)    | with distributors | -      | 1      |
 * | 2       | order for B via rb, CANCELLED (released)   | in stock          | 2      | 2      |
 * | 2       | MAINTENANCE                                | maintenance       | -      | -      |
 * | 1       | RETIRED                                    | none              | -      | -      |
 *
 * Receipts: P's OPEN receipt with 2 EXPECTED, 1 RECEIVED, 1 UNEXPECTED items; P's CLOSED
 * receipt with 1 MISSING and 1 EXPECTED (closed: not awaited); provider Q's OPEN receipt with
 * 4 EXPECTED (another provider). Awaiting receipt for P: 2.
 */
const P_ALL = {
  inStock: 5,
  booked: 3,
  inTransit: 2,
  atRetailers: 3,
  withDistributors: 2,
  maintenance: 2,
  awaitingReceipt: 2,
};
let p: { id: number };
let q: { id: number };

const setStatus = async (orderId: number, ...statuses: string[]) => {
  for (const status of statuses) {
    const res = await send(t, admin, 'PUT', `/api/orders/${orderId}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
};

async function book(n: number, distributorId: number, retailerId: number, ...statuses: string[]) {
  const to = { distributorId, retailerId, serviceProviderId: p.id };
  const { order } = await bookNewMachines(t, admin, to, n);
  await setStatus(order.id, ...statuses);
}

async function assign(distributorId: number, retailerId: number | null) {
  const [m] = await createMachines(t.database, 1, { serviceProviderId: p.id });
  const res = await send(t, admin, 'POST', '/api/assignments', {
    machineIds: [m!.id],
    distributorId,
    retailerId,
    validFrom: '2026-01-01',
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function receipt(providerId: number, status: 'OPEN' | 'CLOSED', states: string[]) {
  const [r] = await t.database.db
    .insert(stockReceipts)
    .values({
      receiptNumber: `R-${providerId}-${status}`,
      serviceProviderId: providerId,
      reference: 'INV-1',
      receiptDate: '2026-01-02',
      status,
    })
    .returning();
  await t.database.db.insert(stockReceiptItems).values(
    states.map((state, i) => ({
      receiptId: r!.id,
      lineNo: i + 1,
      serialNumber: `RCV-${providerId}-${status}-${i}`,
      expected: state !== 'UNEXPECTED',
      state: state as 'EXPECTED' | 'RECEIVED' | 'UNEXPECTED' | 'MISSING',
    })),
  );
}

beforeAll(async () => {
  const { a, b, ra } = world;
  p = await createProvider(t.database);
  q = await createProvider(t.database);
  await createMachines(t.database, 3, { serviceProviderId: p.id });
  const rb = await createRetailer(t.database, b.id);
  await book(2, a.id, ra.id);
  await book(1, a.id, ra.id, 'APPROVED');
  await book(2, a.id, ra.id, 'APPROVED', 'IN_PROGRESS');
  await book(1, a.id, ra.id, 'APPROVED', 'IN_PROGRESS', 'DELIVERED');
  await assign(a.id, ra.id);
  await book(1, b.id, rb.id, 'APPROVED', 'IN_PROGRESS', 'DELIVERED');
  await assign(a.id, null);
  await assign(b.id, null);
  await book(2, b.id, rb.id, 'CANCELLED');
  await createMachines(t.database, 2, { serviceProviderId: p.id, status: 'MAINTENANCE' });
  await createMachine(t.database, { serviceProviderId: p.id, status: 'RETIRED' });
  // Q: one device of another provider, so P's figures cannot include it.
  await createMachine(t.database, { serviceProviderId: q.id });
  await createRetailer(t.database, a.id); // a retailer with nothing changes nothing
  await receipt(p.id, 'OPEN', ['EXPECTED', 'RECEIVED', 'EXPECTED', 'UNEXPECTED']);
  await receipt(p.id, 'CLOSED', ['MISSING', 'EXPECTED']);
  await receipt(q.id, 'OPEN', ['EXPECTED', 'EXPECTED', 'EXPECTED', 'EXPECTED']);
});

const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });

describe('GET /api/service-providers/:id/stock', () => {
  it('counts every bucket of the provider for an admin, by hand', async () => {
    const res = await get(admin.auth, `/api/service-providers/${p.id}/stock`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ serviceProviderId: p.id, scope: 'all', ...P_ALL });
  });

  it('counts a distributor the stock plus what it holds, without receipts', async () => {
    const a = await get(distA.auth, `/api/service-providers/${p.id}/stock`);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({
      serviceProviderId: p.id,
      scope: 'yours',
      inStock: 5,
      booked: 3,
      inTransit: 2,
      atRetailers: 2,
      withDistributors: 1,
      maintenance: 0,
      awaitingReceipt: null,
    });
    const b = await get(distB.auth, `/api/service-providers/${p.id}/stock`);
    expect(b.json()).toEqual({
      serviceProviderId: p.id,
      scope: 'yours',
      inStock: 5,
      booked: 0,
      inTransit: 0,
      atRetailers: 1,
      withDistributors: 1,
      maintenance: 0,
      awaitingReceipt: null,
    });
  });

  it('answers an unknown provider 404 and a retailer 403', async () => {
    const missing = await get(admin.auth, '/api/service-providers/999999/stock');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    expect((await get(retA.auth, `/api/service-providers/${p.id}/stock`)).statusCode).toBe(403);
  });
});

describe('GET /api/service-providers/stock', () => {
  it("answers every provider's figures in one list, each its own", async () => {
    const res = await get(admin.auth, '/api/service-providers/stock');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.scope).toBe('all');
    const byId = new Map(
      body.stock.map((s: { serviceProviderId: number }) => [s.serviceProviderId, s]),
    );
    expect(byId.get(p.id)).toEqual({ serviceProviderId: p.id, ...P_ALL });
    expect(byId.get(q.id)).toEqual({
      serviceProviderId: q.id,
      inStock: 1,
      booked: 0,
      inTransit: 0,
      atRetailers: 0,
      withDistributors: 0,
      maintenance: 0,
      awaitingReceipt: 4,
    });
  });

  it('narrows the list to the distributor as the single call does', async () => {
    const res = await get(distB.auth, '/api/service-providers/stock');
    expect(res.statusCode).toBe(200);
    const row = res
      .json()
      .stock.find((s: { serviceProviderId: number }) => s.serviceProviderId === p.id);
    expect(row).toMatchObject({ atRetailers: 1, booked: 0, inStock: 5, awaitingReceipt: null });
    expect((await get(retA.auth, '/api/service-providers/stock')).statusCode).toBe(403);
  });
});

describe('stock figures of devices in a pending transfer between distributors', () => {
  it('counts them in transit on both sides until the receiver accepts', async () => {
    const r = await createProvider(t.database);
    const ms = await createMachines(t.database, 2, { serviceProviderId: r.id });
    const assigned = await send(t, admin, 'POST', '/api/assignments', {
      machineIds: ms.map((m) => m.id),
      distributorId: world.a.id,
      retailerId: null,
      validFrom: '2026-01-01',
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const sent = await send(t, admin, 'POST', '/api/transfers', {
      fromDistributorId: world.a.id,
      toDistributorId: world.b.id,
      machineIds: [ms[0]!.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const figures = async (auth: Auth) => {
      const res = await get(auth, `/api/service-providers/${r.id}/stock`);
      expect(res.statusCode).toBe(200);
      const { inTransit, withDistributors } = res.json();
      return { inTransit, withDistributors };
    };
    expect(await figures(admin.auth)).toEqual({ inTransit: 1, withDistributors: 1 });
    expect(await figures(distA.auth)).toEqual({ inTransit: 1, withDistributors: 1 });
    const accepted = await send(
      t,
      distB,
      'POST',
      `/api/transfers/${sent.json().transfer.id}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await figures(admin.auth)).toEqual({ inTransit: 0, withDistributors: 2 });
    expect(await figures(distA.auth)).toEqual({ inTransit: 0, withDistributors: 1 });
    expect(await figures(distB.auth)).toEqual({ inTransit: 0, withDistributors: 1 });
  });
});
