import type { Assignment } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDistributor } from '../../../test/app';
import { countOf } from '../../../test/factories/parties';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { sendingKit } from './sending-kit';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, distB } = world;
const k = sendingKit(t);

const countTransfers = () => countOf(t.database, 'transfers');

/** The status of a transfer or an assignment, read from its table. */
const statusOf = async (table: 'transfers' | 'assignments', id: number) =>
  (
    await readRows<{ status: string }>(
      t.database.db,
      sql`select status from ${sql.identifier(table)} where id = ${id}`,
    )
  )[0]?.status;

describe('POST /api/transfers: the admin sends devices a distributor holds without a retailer', () => {
  it('creates a PENDING transfer; the devices stay with the sender, in transit', async () => {
    const { ids, serials } = await k.held(admin, world.a.id, 2);
    const body = {
      fromDistributorId: world.a.id,
      toDistributorId: world.b.id,
      machineIds: ids,
      notes: 'Moving stock to Surat',
    };
    const res = await k.send(admin, body, 'create-once');
    expect(res.statusCode, res.body).toBe(201);
    const { transfer } = res.json();
    expect(transfer).toMatchObject({
      status: 'PENDING',
      from: { id: world.a.id, name: world.a.name },
      to: { id: world.b.id, name: world.b.name },
      notes: 'Moving stock to Surat',
      machineCount: 2,
      createdBy: { id: admin.user.id },
      decidedBy: null,
    });
    expect(transfer.transferNumber).toMatch(/^TR-\d{6}$/);
    expect(transfer.machines.map((m: { serialNumber: string }) => m.serialNumber).sort()).toEqual(
      [...serials].sort(),
    );
    const free = await k.held(admin, world.a.id, 1);
    const offered = await k.call(
      admin,
      'GET',
      `/api/transfers/available?distributorId=${world.a.id}`,
    );
    const offeredIds = offered.json().machines.map((m: { id: number }) => m.id);
    expect(offeredIds).toContain(free.ids[0]);
    expect(offeredIds).not.toContain(ids[0]);
    const replay = await k.send(admin, body, 'create-once');
    expect(replay.statusCode).toBe(201);
    expect(replay.json().transfer.id).toBe(transfer.id);
    const holders = await k.holders(ids);
    expect(holders.every((h) => h.distributorId === world.a.id && h.status === 'ASSIGNED')).toBe(
      true,
    );
    await k.expectCountsExact();
  });

  it('refuses the same distributor (400) and an inactive receiver (400), writing nothing', async () => {
    const { ids } = await k.held(admin, world.a.id, 1);
    const before = await countTransfers();
    const same = await k.send(admin, {
      fromDistributorId: world.a.id,
      toDistributorId: world.a.id,
      machineIds: ids,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('transfer_same_distributor');
    const sleeping = await createDistributor(t.database, { status: 'INACTIVE' });
    const inactive = await k.send(admin, {
      fromDistributorId: world.a.id,
      toDistributorId: sleeping.id,
      machineIds: ids,
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().code).toBe('distributor_inactive');
    const missing = await k.send(admin, {
      fromDistributorId: world.a.id,
      toDistributorId: 999999,
      machineIds: ids,
    });
    expect(missing.statusCode).toBe(404);
    expect(await countTransfers()).toBe(before);
  });

  it('refuses devices at a retailer, in stock or held by another distributor (409 naming them)', async () => {
    const mine = await k.held(admin, world.a.id, 1);
    const atShop = await k.held(admin, world.a.id, 1, world.ra.id);
    const othersHeld = await k.held(admin, world.b.id, 1);
    const before = await countTransfers();
    const res = await k.send(admin, {
      fromDistributorId: world.a.id,
      toDistributorId: world.b.id,
      machineIds: [mine.ids[0], atShop.ids[0], othersHeld.ids[0]],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'machines_not_with_distributor',
      params: { serials: [atShop.serials[0], othersHeld.serials[0]] },
    });
    const unknown = await k.send(admin, {
      fromDistributorId: world.a.id,
      toDistributorId: world.b.id,
      machineIds: [mine.ids[0], 987654],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('machines_not_found');
    expect(await countTransfers()).toBe(before);
  });

  it('refuses a device already in a pending transfer (409 machines_in_transit)', async () => {
    const { ids, serials } = await k.held(admin, world.a.id, 2);
    const first = await k.send(admin, {
      fromDistributorId: world.a.id,
      toDistributorId: world.b.id,
      machineIds: [ids[0]],
    });
    expect(first.statusCode).toBe(201);
    const c = await createDistributor(t.database);
    const again = await k.send(admin, {
      fromDistributorId: world.a.id,
      toDistributorId: c.id,
      machineIds: ids,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'machines_in_transit',
      params: { serials: [serials[0]] },
    });
  });
});

describe('in transit: nothing else may move the devices until the receiver decides', () => {
  it('refuses returning or deleting the holding assignment, and booking the devices', async () => {
    const { id, ids, assignment } = await k.sendHeld(admin, world.a.id, world.b.id, 2, 1);
    const returned = await send(t, admin, 'PUT', `/api/assignments/${assignment.id}/status`, {
      status: 'RETURNED',
    });
    expect(returned.statusCode, returned.body).toBe(409);
    expect(returned.json().code).toBe('machines_in_transit');
    const deleted = await send(t, admin, 'DELETE', `/api/assignments/${assignment.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('machines_in_transit');
    const booked = await k.call(admin, 'POST', '/api/assignments', {
      machineIds: [ids[0]],
      distributorId: world.b.id,
      validFrom: '2026-01-01',
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().code).toBe('machines_in_transit');
    expect(
      (await k.holders(ids)).map((h) => [h.status, h.distributorId, h.activeAssignments]),
    ).toEqual([
      ['ASSIGNED', world.a.id, 1],
      ['ASSIGNED', world.a.id, 1],
    ]);
    // Once refused the devices are the sender's again, and it may return them.
    const refused = await k.decide(distB, id, 'refuse', 'Not ordered');
    expect(refused.statusCode, refused.body).toBe(200);
    const later = await send(t, admin, 'PUT', `/api/assignments/${assignment.id}/status`, {
      status: 'RETURNED',
    });
    expect(later.statusCode, later.body).toBe(200);
    await k.expectCountsExact();
  });
});

describe('deciding a transfer', () => {
  it('accept moves the devices to the receiver in one new ACTIVE assignment; twice is 409', async () => {
    const { id, ids, assignment } = await k.sendHeld(admin, world.a.id, world.b.id, 3, 2);
    const res = await k.decide(distB, id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transfer).toMatchObject({
      status: 'ACCEPTED',
      decidedBy: { id: distB.user.id },
    });
    const holders = await k.holders(ids);
    expect(
      holders.map((h) => [
        h.distributorId,
        h.partner,
        h.activeAssignments,
        h.assignmentDistributor,
      ]),
    ).toEqual([
      [world.b.id, world.b.name, 1, world.b.id],
      [world.b.id, world.b.name, 1, world.b.id],
      [world.a.id, world.a.name, 1, world.a.id],
    ]);
    expect(await statusOf('assignments', assignment.id)).toBe('ACTIVE');
    const twice = await k.decide(distB, id, 'accept');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'transfer_not_pending',
      params: { status: 'ACCEPTED' },
    });
    expect((await k.decide(admin, id, 'cancel')).statusCode).toBe(409);
    expect((await k.decide(distB, id, 'refuse', 'late')).statusCode).toBe(409);
    await k.expectCountsExact();
  });

  it('an accept or refuse sent again with its Idempotency-Key (queued offline) replays its answer', async () => {
    const decideOnce = (id: number, what: 'accept' | 'refuse') =>
      t.app.inject({
        method: 'POST',
        url: `/api/transfers/${id}/${what}`,
        headers: { ...distB.auth, 'idempotency-key': `${what}-${id}` },
        payload: what === 'refuse' ? { reason: 'Not ordered' } : undefined,
      });
    for (const what of ['accept', 'refuse'] as const) {
      const { id } = await k.sendHeld(admin, world.a.id, world.b.id, 1);
      const first = await decideOnce(id, what);
      const again = await decideOnce(id, what);
      expect(first.statusCode, first.body).toBe(200);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    await k.expectCountsExact();
  });

  it('one Idempotency-Key sent for another transfer is refused, not answered with the first', async () => {
    const accept = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/transfers/${id}/accept`,
        headers: { ...distB.auth, 'idempotency-key': 'one-key-two-transfers' },
      });
    const first = await k.sendHeld(admin, world.a.id, world.b.id, 1);
    const second = await k.sendHeld(admin, world.a.id, world.b.id, 1);
    expect((await accept(first.id)).statusCode).toBe(200);
    const other = await accept(second.id);
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await statusOf('transfers', second.id)).toBe('PENDING');
    await k.expectCountsExact();
  });

  it("accepting every device of the sender's assignment ends it INACTIVE", async () => {
    const { id, assignment } = await k.sendHeld(admin, world.a.id, world.b.id, 2);
    expect((await k.decide(admin, id, 'accept')).statusCode).toBe(200);
    expect(await statusOf('assignments', assignment.id)).toBe('INACTIVE');
    await k.expectCountsExact();
  });

  it("the receiver's new assignment says how it came as a phrase, not in English notes", async () => {
    const { id, ids } = await k.sendHeld(admin, world.a.id, world.b.id, 1);
    const accepted = await k.decide(distB, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const transferNumber = accepted.json().transfer.transferNumber as string;
    const list = await send(t, distB, 'GET', `/api/assignments?status=ACTIVE&pageSize=100`);
    const received = (list.json().assignments as Assignment[]).find((a) =>
      a.machines.some((m) => m.id === ids[0]),
    );
    expect(received).toMatchObject({
      notes: null,
      phrase: { key: 'transferReceived', params: { transferNumber } },
    });
  });

  it('refuse needs a reason; the sender may not decide (403), only an admin cancels', async () => {
    const { id, ids } = await k.sendHeld(admin, world.a.id, world.b.id);
    const noReason = await k.decide(distB, id, 'refuse', '  ');
    expect(noReason.statusCode).toBe(400);
    expect((await k.decide(distA, id, 'accept')).statusCode).toBe(403);
    expect((await k.decide(distA, id, 'refuse', 'no')).statusCode).toBe(403);
    expect((await k.decide(distB, id, 'cancel')).statusCode).toBe(403);
    const refused = await k.decide(distB, id, 'refuse', 'Wrong model');
    expect(refused.statusCode).toBe(200);
    expect(refused.json().transfer).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'Wrong model',
    });
    expect((await k.holders(ids))[0]).toMatchObject({
      distributorId: world.a.id,
      activeAssignments: 1,
    });
  });

  it('cancel by an admin keeps the devices with the sender, free to transfer again', async () => {
    const { ids } = await k.held(admin, world.a.id, 1);
    const body = { fromDistributorId: world.a.id, toDistributorId: world.b.id, machineIds: ids };
    const id = (await k.send(admin, body)).json().transfer.id;
    const cancelled = await k.decide(admin, id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().transfer.status).toBe('CANCELLED');
    expect((await k.holders(ids))[0]).toMatchObject({
      distributorId: world.a.id,
      status: 'ASSIGNED',
    });
    expect((await k.send(admin, body)).statusCode).toBe(201);
  });
});
