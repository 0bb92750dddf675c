import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor } from '../../../test/app';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { sendingKit } from './sending-kit';

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;
let c = { id: 0 };
beforeAll(async () => {
  c = await createDistributor(t.database);
});
const distC = t.signIn('distributor', () => ({ distributorId: c.id }));
const k = sendingKit(t);

type Entry = { action: string; details: Record<string, unknown> };
const actions = (body: { history: Entry[] }) => body.history.map((e) => e.action);
const history = (auth: { authorization: string }, id: number) =>
  k.call(auth, 'GET', `/api/reports/machine-history/${id}`);

describe('each distributor sees only its side of a transfer', () => {
  let pending = 0;
  let accepted = 0;
  let machine = 0;
  beforeAll(async () => {
    pending = (await k.sendHeld(admin, world.a.id, world.b.id)).id;
    const two = await k.sendHeld(admin, world.b.id, world.a.id);
    machine = two.ids[0]!;
    accepted = two.id;
  });

  it('lists: the sender its outgoing, the receiver its incoming, a third distributor nothing', async () => {
    const ids = async (auth: { authorization: string }, query = '') =>
      (await k.call(auth, 'GET', `/api/transfers${query}`))
        .json()
        .transfers.map((x: { id: number }) => x.id);
    expect(await ids(distA, '?direction=outgoing')).toEqual([pending]);
    expect(await ids(distA, '?direction=incoming')).toEqual([accepted]);
    expect(await ids(distB, '?direction=incoming')).toEqual([pending]);
    expect((await ids(distA)).sort()).toEqual([pending, accepted].sort());
    expect(await ids(distC)).toEqual([]);
    expect(await ids(admin, '?status=PENDING')).toEqual(
      expect.arrayContaining([pending, accepted]),
    );
    const list = (await k.call(distA, 'GET', '/api/transfers')).json();
    expect(list).toMatchObject({ total: 2, stats: { total: 2, pending: 2 } });
    const [serial] = (await k.call(admin, 'GET', `/api/transfers/${pending}`))
      .json()
      .transfer.machines.map((m: { serialNumber: string }) => m.serialNumber);
    expect(await ids(distB, `?search=${serial}`)).toEqual([pending]);
    expect(await ids(distC, `?search=${serial}`)).toEqual([]);
  });

  it('detail: both sides and admins read it, a third distributor gets 404, a retailer 403', async () => {
    expect((await k.call(distA, 'GET', `/api/transfers/${pending}`)).statusCode).toBe(200);
    expect((await k.call(distB, 'GET', `/api/transfers/${pending}`)).statusCode).toBe(200);
    const other = await k.call(distC, 'GET', `/api/transfers/${pending}`);
    expect(other.statusCode).toBe(404);
    const missing = await k.call(distC, 'GET', '/api/transfers/999999');
    expect(other.json()).toEqual(missing.json());
    expect((await k.decide(distC, pending, 'accept')).statusCode).toBe(404);
    expect((await k.call(retA, 'GET', '/api/transfers')).statusCode).toBe(403);
    expect((await k.decide(retA, pending, 'accept')).statusCode).toBe(403);
  });

  it('machine history: the sender its part while it holds the device, the receiver from its hold', async () => {
    // B is the sender of `accepted`; A the receiver, who cannot see the device yet.
    expect((await history(distA, machine)).statusCode).toBe(404);
    expect(actions((await history(distB, machine)).json())).toContain('machine.transfer_requested');
    expect((await k.decide(distA, accepted, 'accept')).statusCode).toBe(200);
    // The device is no longer the sender's: like any device it gave back, it is out of its sight.
    expect((await history(distB, machine)).statusCode).toBe(404);
    const receiver = (await history(distA, machine)).json();
    expect(actions(receiver)).toEqual(['machine.assigned', 'machine.transfer_received']);
    expect(receiver.history[0].details).toMatchObject({
      distributorId: world.a.id,
      transferId: accepted,
    });
    expect(receiver.history[1].details).toMatchObject({
      transferId: accepted,
      fromDistributorId: world.b.id,
      toDistributorId: world.a.id,
    });
    expect((await history(distC, machine)).statusCode).toBe(404);
    const all = actions((await history(admin, machine)).json());
    expect(all.slice(-5)).toEqual([
      'machine.transfer_requested',
      'machine.transfer_accepted',
      'machine.released',
      'machine.assigned',
      'machine.transfer_received',
    ]);
  });

  it("a refused transfer stays in the sender's history, with the reason", async () => {
    const { id, ids } = await k.sendHeld(admin, world.a.id, world.b.id);
    expect((await k.decide(distB, id, 'refuse', 'Wrong model')).statusCode).toBe(200);
    const body = (await history(distA, ids[0]!)).json();
    expect(actions(body).slice(-2)).toEqual([
      'machine.transfer_requested',
      'machine.transfer_refused',
    ]);
    expect(body.history.at(-1).details).toMatchObject({ transferId: id, reason: 'Wrong model' });
    expect((await history(distB, ids[0]!)).statusCode).toBe(404);
  });
});
