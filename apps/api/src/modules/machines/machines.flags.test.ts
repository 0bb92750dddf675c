import { describe, expect, it } from 'vitest';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { transfersKit } from '../../../test/kits/transfers';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';

type Auth = { authorization: string };
type Flags = { id: number; inTransit: boolean; inRma: boolean };

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;
const k = transfersKit(t);

const get = (auth: Auth, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: { authorization: auth.authorization } });
/** An admin's POST. */
const post = (url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: admin.authorization },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

/** The caller's machines list (every page at once), optionally filtered. */
async function listed(auth: Auth, query: Record<string, string> = {}): Promise<Flags[]> {
  const res = await get(auth, '/api/machines', { pageSize: '500', ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().machines;
}

const flagsOf = (m: Flags) => ({ inTransit: m.inTransit, inRma: m.inRma });

/** The machine's flags in the list, in GET /machines/{id} and in its history's answer. */
async function flagsEverywhere(auth: Auth, id: number) {
  const inList = (await listed(auth)).find((m) => m.id === id);
  const detail = await get(auth, `/api/machines/${id}`);
  const history = await get(auth, `/api/reports/machine-history/${id}`);
  expect(detail.statusCode, detail.body).toBe(200);
  expect(history.statusCode, history.body).toBe(200);
  const all = [inList, detail.json().machine, history.json().machine].map((m) => flagsOf(m!));
  expect(all[1]).toEqual(all[0]);
  expect(all[2]).toEqual(all[0]);
  return all[0];
}

const ids = (machines: Flags[]) => machines.map((m) => m.id).sort((a, b) => a - b);

/** Devices a pending transfer from A to B holds, with the transfer's id. */
async function pendingTransfer(n = 2) {
  const held = await k.held(admin, world.a.id, n);
  const res = await k.send(admin, {
    fromDistributorId: world.a.id,
    toDistributorId: world.b.id,
    machineIds: held.ids,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ids: held.ids, transferId: res.json().transfer.id as number };
}

let provider = 0;
/** A SENT RMA batch of n faulty devices, with its id. */
async function openBatch(n = 2) {
  provider ||= (await createProvider(t.database)).id;
  const devices = [];
  for (let i = 0; i < n; i++) {
    devices.push(
      (
        await createMachine(t.database, {
          serviceProviderId: provider,
          status: 'MAINTENANCE',
          faulty: true,
        })
      ).id,
    );
  }
  const res = await post('/api/rma-batches', {
    machineIds: devices,
    reference: 'FLAGS-1',
    courierName: 'BlueDart',
    trackingNumber: 'BD-FLAGS',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ids: devices, batchId: res.json().batch.id as number };
}

async function closeBatch(batchId: number, devices: number[]) {
  expect((await post(`/api/rma-batches/${batchId}/received`)).statusCode).toBe(200);
  const closed = await post(`/api/rma-batches/${batchId}/close`, {
    outcomes: devices.map((machineId) => ({ machineId, outcome: 'REPAIRED' })),
  });
  expect(closed.statusCode, closed.body).toBe(200);
}

describe('inTransit: a device in a pending transfer', () => {
  it.each([
    ['accepted by the receiver', 'accept'],
    ['refused by the receiver', 'refuse'],
    ['cancelled by the admin', 'cancel'],
  ] as const)('is in transit until the transfer is %s', async (_, what) => {
    const { ids: moving, transferId } = await pendingTransfer();
    for (const who of [admin, distA]) {
      for (const id of moving) {
        expect(await flagsEverywhere(who, id)).toEqual({ inTransit: true, inRma: false });
      }
    }
    const decided = await k.decide(
      what === 'cancel' ? admin : distB,
      transferId,
      what,
      'Not ordered',
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const holder = what === 'accept' ? distB : distA;
    for (const who of [admin, holder]) {
      for (const id of moving) {
        expect(await flagsEverywhere(who, id)).toEqual({ inTransit: false, inRma: false });
      }
    }
  });

  it("tells the sender nothing about the transfer's other party; the receiver sees no device", async () => {
    const { ids: moving, transferId } = await pendingTransfer(1);
    const sender = await get(distA, `/api/machines/${moving[0]}`);
    expect(sender.json().machine.inTransit).toBe(true);
    expect(sender.body).not.toContain(world.b.name);
    expect(sender.body).not.toContain('transfer');
    const listedToSender = JSON.stringify(await listed(distA, { flag: 'inTransit' }));
    expect(listedToSender).not.toContain(world.b.name);
    expect((await get(distB, `/api/machines/${moving[0]}`)).statusCode).toBe(404);
    expect(await listed(distB, { flag: 'inTransit' })).toEqual([]);
    expect(await listed(retA, { flag: 'inTransit' })).toEqual([]);
    expect((await k.decide(admin, transferId, 'cancel')).statusCode).toBe(200);
  });
});

describe('inRma: a device in an RMA batch not yet closed', () => {
  it('is in RMA while the batch is SENT or RECEIVED_BY_PROVIDER, no longer once it is CLOSED', async () => {
    const { ids: returned, batchId } = await openBatch();
    for (const id of returned) {
      expect(await flagsEverywhere(admin, id)).toEqual({ inTransit: false, inRma: true });
    }
    const received = await post(`/api/rma-batches/${batchId}/received`);
    expect(received.json().batch.status).toBe('RECEIVED_BY_PROVIDER');
    expect(await flagsEverywhere(admin, returned[0]!)).toEqual({ inTransit: false, inRma: true });
    const closed = await post(`/api/rma-batches/${batchId}/close`, {
      outcomes: returned.map((machineId) => ({ machineId, outcome: 'WRITTEN_OFF' })),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    for (const id of returned) {
      expect(await flagsEverywhere(admin, id)).toEqual({ inTransit: false, inRma: false });
    }
  });
});

describe('GET /api/machines?flag=', () => {
  it('answers exactly the devices in transit, or in an open RMA batch, in the caller scope', async () => {
    const moving = await pendingTransfer(2);
    const settled = await pendingTransfer(1);
    expect((await k.decide(distB, settled.transferId, 'accept')).statusCode).toBe(200);
    const returned = await openBatch(2);
    const back = await openBatch(1);
    await closeBatch(back.batchId, back.ids);
    const stay = await k.held(admin, world.a.id, 1);

    const inTransit = await listed(admin, { flag: 'inTransit' });
    expect(ids(inTransit)).toEqual(moving.ids);
    expect(inTransit.every((m) => m.inTransit && !m.inRma)).toBe(true);
    const inRma = await listed(admin, { flag: 'inRma' });
    expect(ids(inRma)).toEqual(returned.ids);
    expect(inRma.every((m) => m.inRma && !m.inTransit)).toBe(true);

    // The total counts the filtered rows; the flag combines with the other filters.
    const page = await get(admin, '/api/machines', { flag: 'inRma', pageSize: '1' });
    expect(page.json()).toMatchObject({ total: 2, machines: [{ id: returned.ids[1] }] });
    expect(await listed(admin, { flag: 'inRma', status: 'ASSIGNED' })).toEqual([]);
    expect(ids(await listed(admin, { flag: 'inTransit', status: 'ASSIGNED' }))).toEqual(moving.ids);
    // 'all' and '' are no filter.
    const everything = ids(await listed(admin));
    expect(ids(await listed(admin, { flag: 'all' }))).toEqual(everything);
    expect(ids(await listed(admin, { flag: '' }))).toEqual(everything);
    expect(everything).toEqual(expect.arrayContaining([...stay.ids, ...settled.ids]));

    // A distributor: its own devices in transit; never another's, nor devices in RMA.
    expect(ids(await listed(distA, { flag: 'inTransit' }))).toEqual(moving.ids);
    expect(await listed(distA, { flag: 'inRma' })).toEqual([]);
    expect(await listed(distB, { flag: 'inTransit' })).toEqual([]);

    // "Select all matching": the bulk selection resolves the same filter.
    const exported = await post('/api/machines/selection/export', {
      selection: { filter: { flag: 'inTransit' } },
      format: 'csv',
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const csvLines = exported.body.trim().split('\n');
    expect(csvLines).toHaveLength(1 + moving.ids.length);
  });

  it('refuses an unknown flag with 400 naming the field', async () => {
    const res = await get(admin, '/api/machines', { flag: 'inStock' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.body).toContain('flag');
  });
});
