import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { createMachines, createProvider } from '../../../test/factories/machines';
import { brokenInvariants } from '../../../test/process/invariants';
import { compactKeptCounts } from '../machines';
import { useProvider, useTestApp } from '../../../test/use-app';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');
const provider = useProvider(t);

async function party() {
  const d = await createDistributor(t.database);
  const r = await createRetailer(t.database, d.id);
  return { d, r };
}

const book = (payload: object, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers, payload });

const machineState = (ids: number[]) =>
  readRows<{
    id: number;
    status: string;
    partner: string | null;
    partner_type: string | null;
    distributor_id: number | null;
  }>(
    t.database.db,
    sql`select id, status, partner, partner_type, distributor_id from machines where id = any(${sql.param(ids)}::int[]) order by id`,
  );

describe('POST /api/orders with machineIds (atomic booking)', () => {
  it('books every machine in one go: order, links, ACTIVE assignment, machines ASSIGNED, history', async () => {
    const { d, r } = await party();
    const ms = await createMachines(t.database, 3, {
      serviceProviderId: provider.id,
      machineType: 'SOUNDBOX',
    });
    const ids = ms.map((m) => m.id);
    const res = await book({
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: provider.id,
      orderType: 'SOUNDBOX_ALLOTMENT',
      quantity: 1,
      machineIds: ids,
      notes: 'Diwali stock',
      createdBy: 'someone-else',
    });
    expect(res.statusCode).toBe(201);
    const { order, id, success } = res.json();
    expect(success).toBe(true);
    expect(id).toBe(order.id);
    expect(order).toMatchObject({
      status: 'PENDING',
      quantity: 3,
      machine_type: 'SOUNDBOX',
      notes: 'Diwali stock',
      distributor: { id: d.id, name: d.name },
      retailer: { id: r.id, name: r.name },
      distributors: { name: d.name },
      retailers: { name: r.name },
    });
    expect(order.order_number).toMatch(/^ORD-\d{4}-\d{6}$/);
    expect(order.machines.map((m: { id: number }) => m.id).sort()).toEqual([...ids].sort());

    for (const m of await machineState(ids)) {
      expect(m).toMatchObject({
        status: 'ASSIGNED',
        partner: d.name,
        partner_type: 'B2B',
        distributor_id: d.id,
      });
    }
    const links = await readRows<{
      status: string;
      order_id: number;
      active: boolean;
      assigned_by: number;
    }>(
      t.database.db,
      sql`select a.status, a.order_id, am.active, a.assigned_by from assignments a
          join assignment_machines am on am.assignment_id = a.id where am.machine_id = any(${sql.param(ids)}::int[])`,
    );
    expect(links).toHaveLength(3);
    expect(links.every((l) => l.status === 'ACTIVE' && l.active && l.order_id === order.id)).toBe(
      true,
    );
    expect(links[0]!.assigned_by).toBe(admin.user.id);
    const [created] = await readRows<{ created_by: number }>(
      t.database.db,
      sql`select created_by from orders where id = ${order.id}`,
    );
    expect(created!.created_by).toBe(admin.user.id);
    const history = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'machine.assigned' and entity_id = any(${sql.param(ids)}::int[])`,
    );
    expect(history[0]!.n).toBe(3);
  });

  it('is all-or-nothing: one taken machine refuses the whole booking with a 409 naming it', async () => {
    const { d, r } = await party();
    const ms = await createMachines(t.database, 3, { serviceProviderId: provider.id });
    const first = await book({
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: provider.id,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: [ms[0]!.id],
    });
    expect(first.statusCode).toBe(201);
    const [{ n: ordersBefore }] = (await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders`,
    )) as [{ n: number }];
    const res = await book({
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: provider.id,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: ms.map((m) => m.id),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain(ms[0]!.serialNumber);
    expect(res.json().error).not.toContain(ms[1]!.serialNumber);
    const [{ n: ordersAfter }] = (await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders`,
    )) as [{ n: number }];
    expect(ordersAfter).toBe(ordersBefore);
    const state = await machineState([ms[1]!.id, ms[2]!.id]);
    expect(state.map((m) => m.status)).toEqual(['AVAILABLE', 'AVAILABLE']);
  });

  it('refuses machines of another provider, unknown machines and missing fields', async () => {
    const { d, r } = await party();
    const other = await createProvider(t.database);
    const [m] = await createMachines(t.database, 1, { serviceProviderId: other.id });
    const base = {
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: provider.id,
      orderType: 'MACHINE_ALLOTMENT',
    };
    const foreign = await book({ ...base, machineIds: [m!.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toContain(m!.serialNumber);
    const unknown = await book({ ...base, machineIds: [99999999] });
    expect(unknown.statusCode).toBe(404);
    const missing = await book({ serviceProviderId: provider.id, orderType: 'MACHINE_ALLOTMENT' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Please complete all required fields');
    const wrongRetailer = await book({
      ...base,
      retailerId: (await party()).r.id,
      machineIds: [m!.id],
    });
    expect(wrongRetailer.statusCode).toBe(400);
    expect(wrongRetailer.json().error).toBe(
      'The retailer does not belong to the chosen distributor',
    );
    expect((await machineState([m!.id]))[0]!.status).toBe('AVAILABLE');
  });

  it('refuses an order type that does not fit the machines, naming them, and books nothing', async () => {
    const { d, r } = await party();
    const [pos] = await createMachines(t.database, 1, { serviceProviderId: provider.id });
    const [box] = await createMachines(t.database, 1, {
      serviceProviderId: provider.id,
      machineType: 'SOUNDBOX',
    });
    const base = { distributorId: d.id, retailerId: r.id, serviceProviderId: provider.id };
    const count = async () =>
      (
        await readRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from orders where distributor_id = ${d.id}`,
        )
      )[0]!.n;

    const soundboxAsPos = await book({
      ...base,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: [box!.id],
    });
    expect(soundboxAsPos.statusCode).toBe(400);
    expect(soundboxAsPos.json()).toMatchObject({
      code: 'order_type_mismatch',
      params: { serials: [box!.serialNumber] },
    });
    // A mixed selection fits no order type: the machines of the other type are named.
    const mixed = await book({
      ...base,
      orderType: 'SOUNDBOX_ALLOTMENT',
      machineIds: [box!.id, pos!.id],
    });
    expect(mixed.json()).toMatchObject({
      code: 'order_type_mismatch',
      params: { serials: [pos!.serialNumber] },
    });
    // Without machines, the machine type given must fit too.
    const typeOnly = await book({ ...base, orderType: 'SOUNDBOX_ALLOTMENT', machineType: 'POS' });
    expect(typeOnly.json()).toMatchObject({ code: 'order_type_mismatch', params: { serials: [] } });
    expect(await count()).toBe(0);
    expect((await machineState([pos!.id, box!.id])).map((m) => m.status)).toEqual([
      'AVAILABLE',
      'AVAILABLE',
    ]);

    const fits = await book({ ...base, orderType: 'SOUNDBOX_ALLOTMENT', machineIds: [box!.id] });
    expect(fits.statusCode).toBe(201);
    expect(fits.json().order).toMatchObject({
      orderType: 'SOUNDBOX_ALLOTMENT',
      machine_type: 'SOUNDBOX',
    });
  });

  it('replays the first answer for the same Idempotency-Key and refuses it for another body', async () => {
    const { d, r } = await party();
    const ms = await createMachines(t.database, 2, { serviceProviderId: provider.id });
    const body = {
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: provider.id,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: ms.map((m) => m.id),
    };
    const headers = { ...admin.auth, 'idempotency-key': `key-${d.id}` };
    const first = await book(body, headers);
    const again = await book({ ...body }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const [{ n }] = (await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where distributor_id = ${d.id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    const other = await book({ ...body, notes: 'different' }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatch(/Idempotency-Key/);
  });
});

describe('booking by role', () => {
  it('lets a distributor book for itself and its retailers only', async () => {
    const a = await party();
    const b = await party();
    const dist = await loginAs(t, 'distributor', { distributorId: a.d.id });
    const ms = await createMachines(t.database, 2, { serviceProviderId: provider.id });
    const bookOne = (
      distributorId: number,
      retailerId: number,
      machineId: number,
      headers: Record<string, string>,
    ) =>
      book(
        {
          serviceProviderId: provider.id,
          orderType: 'MACHINE_ALLOTMENT',
          distributorId,
          retailerId,
          machineIds: [machineId],
        },
        headers,
      );
    expect((await bookOne(a.d.id, a.r.id, ms[0]!.id, dist.auth)).statusCode).toBe(201);
    expect((await bookOne(b.d.id, b.r.id, ms[1]!.id, dist.auth)).statusCode).toBe(404);
    // Its own distributor with another's retailer.
    expect((await bookOne(a.d.id, b.r.id, ms[1]!.id, dist.auth)).statusCode).toBe(400);
    expect((await machineState([ms[1]!.id]))[0]!.status).toBe('AVAILABLE');

    const retailer = await loginAs(t, 'retailer', { retailerId: a.r.id, distributorId: a.d.id });
    expect((await bookOne(a.d.id, a.r.id, ms[1]!.id, retailer.auth)).statusCode).toBe(403);
    expect((await bookOne(a.d.id, a.r.id, ms[1]!.id, {})).statusCode).toBe(401);
  });
});

describe('concurrent bookings and assignments of overlapping machines', () => {
  it.each([1, 2, 3])(
    'round %i: every machine has exactly one winner and at most one ACTIVE assignment',
    async () => {
      const { d, r } = await party();
      const ms = await createMachines(t.database, 10, { serviceProviderId: provider.id });
      const ids = ms.map((m) => m.id);
      // 50 bookings, each of 3 machines out of 10, sliding windows so they overlap heavily.
      const attempts = Array.from({ length: 50 }, (_, i) => [
        ids[i % 10]!,
        ids[(i + 3) % 10]!,
        ids[(i + 7) % 10]!,
      ]);
      // Interleave direct assignments of the same machines with the bookings, and fold the
      // machine counts (as the server does every minute) while they run.
      const compactions = Promise.all([0, 1, 2].map(() => compactKeptCounts(t.database.db)));
      const results = await Promise.all(
        attempts.map((machineIds, i) =>
          i % 3 === 2
            ? send(t, admin, 'POST', '/api/assignments', {
                machineIds,
                distributorId: d.id,
                retailerId: r.id,
                validFrom: '2026-11-01',
              })
            : book({
                distributorId: d.id,
                retailerId: r.id,
                serviceProviderId: provider.id,
                orderType: 'MACHINE_ALLOTMENT',
                machineIds,
              }),
        ),
      );
      const statuses = results.map((res) => res.statusCode);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      const winners = results
        .filter((res) => res.statusCode === 201)
        .map((res) => {
          const body = res.json();
          return ((body.order ?? body.assignment).machines as { id: number }[]).map((m) => m.id);
        });
      const booked = winners.flat();
      expect(new Set(booked).size).toBe(booked.length); // no machine won twice
      const active = await readRows<{ machine_id: number; n: number }>(
        t.database.db,
        sql`select machine_id, count(*)::int as n from assignment_machines where active and machine_id = any(${sql.param(ids)}::int[]) group by machine_id`,
      );
      expect(active.every((a) => a.n === 1)).toBe(true);
      expect(active.map((a) => a.machine_id).sort()).toEqual([...booked].sort());
      const assigned = (await machineState(ids))
        .filter((m) => m.status === 'ASSIGNED')
        .map((m) => m.id);
      expect(assigned.sort()).toEqual([...booked].sort());
      const orphanOrders = await readRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from orders o where o.distributor_id = ${d.id}
          and not exists (select 1 from order_machines om where om.order_id = o.id)`,
      );
      expect(orphanOrders[0]!.n).toBe(0);
      expect(winners.length).toBeGreaterThan(0);
      await compactions;
      expect(await brokenInvariants(t.database.db)).toEqual([]);
    },
  );
});
