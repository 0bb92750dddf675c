/**
 * Machines named in a request that the caller may not see answer exactly as machines that do
 * not exist (docs/product/rules.md, "Machines named in a request"): the same 404, code and
 * body, the ids listed the same way. Every call that takes machine ids from a distributor.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRetailer } from './app';
import { onPostgres } from './db';
import { createMachine, createProvider } from './factories/machines';
import { useTestApp, useTwoDistributors } from './use-app';
import { send } from './requests';
import { readRows } from './read-rows';

type Auth = { authorization: string };

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, distB } = world;

let providerId: number;
let rb: number;
beforeAll(async () => {
  providerId = (await createProvider(t.database)).id;
  rb = (await createRetailer(t.database, world.b.id)).id;
});

const MISSING = 2_000_000_000;
const stock = async () => (await createMachine(t.database, { serviceProviderId: providerId })).id;

/** A machine B's retailer holds through a real assignment (made by the admin). */
async function heldByB() {
  const id = await stock();
  const res = await send(t, admin, 'POST', '/api/assignments', {
    machineIds: [id],
    distributorId: world.b.id,
    retailerId: rb,
    validFrom: '2026-01-01',
  });
  expect(res.statusCode).toBe(201);
  return id;
}

/** What an unknown id answers: the body an out-of-scope id must answer too. */
const notFoundBody = (ids: number[]) => ({
  error: `Machines not found: ${ids.join(', ')}`,
  code: 'machines_not_found',
  params: { ids },
});

type For = { distributorId: number; retailerId: number | null };
/** A's own party: the calls below act for it unless told otherwise. */
const forA = (): For => ({ distributorId: world.a.id, retailerId: world.ra.id });

/** The calls that take machine ids from a distributor. */
const CALLS = {
  booking: (ids: number[], party = forA()) => ({
    method: 'POST' as const,
    url: '/api/orders',
    payload: {
      ...party,
      serviceProviderId: providerId,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: ids,
    },
  }),
  assignment: (ids: number[], party = forA()) => ({
    method: 'POST' as const,
    url: '/api/assignments',
    payload: { ...party, machineIds: ids, validFrom: '2026-01-01' },
  }),
  'bulk assignment': (ids: number[], party = forA()) => ({
    method: 'POST' as const,
    url: '/api/bulk/assignments',
    payload: {
      assignments: ids.map((machine_id) => ({
        machine_id,
        distributor_id: party.distributorId,
        retailer_id: party.retailerId,
        valid_from: '2026-01-01',
      })),
    },
  }),
  'bulk status': (ids: number[]) => ({
    method: 'PUT' as const,
    url: '/api/bulk/machines/status',
    payload: { machineIds: ids, status: 'ASSIGNED' },
  }),
};
const TAKING = ['booking', 'assignment', 'bulk assignment'] as const;

const call = (auth: Auth, req: ReturnType<(typeof CALLS)[keyof typeof CALLS]>) =>
  t.app.inject({ ...req, headers: auth });

const writes = async () =>
  (
    await readRows<{ n: string }>(
      t.database.db,
      sql`select (select count(*) from orders) || '/' || (select count(*) from assignments) || '/' ||
                 (select count(*) from audit_log) as n`,
    )
  )[0]!.n;

describe('machine ids outside the caller’s scope look exactly like unknown ones', () => {
  for (const [name, request] of Object.entries(CALLS)) {
    it(`${name}: another distributor's machine is a 404 like a missing id`, async () => {
      const held = await heldByB();
      const before = await writes();
      const missing = await call(distA, request([MISSING]));
      const foreign = await call(distA, request([held]));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(notFoundBody([MISSING]));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(notFoundBody([held]));
      // Mixed with a missing id (either order), both are listed as the request names them.
      const mixed = await call(distA, request([MISSING, held]));
      expect(mixed.json()).toEqual(notFoundBody([MISSING, held]));
      const reversed = await call(distA, request([held, MISSING]));
      expect(reversed.json()).toEqual(notFoundBody([held, MISSING]));
      expect(await writes()).toBe(before);
    });
  }

  it('booking, assignment, bulk assignment: stock mixed with a foreign machine is the same 404', async () => {
    for (const name of TAKING) {
      const free = await stock();
      const held = await heldByB();
      const res = await call(distA, CALLS[name]([free, held]));
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual(notFoundBody([held]));
      const [m] = await readRows<{ status: string }>(
        t.database.db,
        sql`select status from machines where id = ${free}`,
      );
      expect(m!.status, name).toBe('AVAILABLE');
    }
  });

  it('a machine the distributor holds itself is still named in the 409 (it knows it)', async () => {
    const forB = { distributorId: world.b.id, retailerId: rb };
    for (const name of TAKING) {
      const own = await stock();
      // Held by B directly, then asked for B's retailer (the same holder would be skipped).
      const first = await call(distB, CALLS.assignment([own], { ...forB, retailerId: null }));
      expect(first.statusCode).toBe(201);
      const serial = first.json().assignment.machines[0].serialNumber as string;
      const res = await call(distB, CALLS[name]([own], forB));
      expect(res.statusCode, name).toBe(409);
      expect(res.json(), name).toMatchObject({
        code: 'machines_unavailable',
        params: { serials: [serial] },
      });
    }
  });

  it('an admin still gets the 409 naming a held machine, on every path', async () => {
    for (const name of TAKING) {
      const held = await heldByB();
      const res = await call(admin, CALLS[name]([held]));
      expect(res.statusCode, name).toBe(409);
      expect(res.json().code, name).toBe('machines_unavailable');
      expect(res.json().params.serials, name).toHaveLength(1);
    }
  });

  it('available stock of another provider stays visible for booking (400, named)', async () => {
    const other = await createProvider(t.database);
    const m = await createMachine(t.database, { serviceProviderId: other.id });
    const res = await call(distA, CALLS.booking([m.id]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'machines_wrong_provider',
      params: { serials: [m.serialNumber] },
    });
  });

  it.runIf(onPostgres)(
    'stock taken by someone else while the booking waited for it is a 409 naming it',
    async () => {
      const id = await stock();
      const [{ serial_number: serial }] = (await readRows<{ serial_number: string }>(
        t.database.db,
        sql`select serial_number from machines where id = ${id}`,
      )) as [{ serial_number: string }];
      let pending: ReturnType<typeof call> | undefined;
      await t.database.db.transaction(async (tx) => {
        // Another distributor's booking takes the machine and has not committed yet.
        await tx.execute(
          sql`update machines set status = 'ASSIGNED', distributor_id = ${world.b.id} where id = ${id}`,
        );
        pending = call(distA, CALLS.booking([id]));
        await untilBlocked();
      });
      const answer = await pending;
      expect(answer!.statusCode).toBe(409);
      expect(answer!.json()).toMatchObject({
        code: 'machines_unavailable',
        params: { serials: [serial] },
      });
    },
  );
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

/** Waits until a backend of this database waits for a row lock (the booking's FOR UPDATE). */
const untilBlocked = () =>
  until(async () => {
    const [r] = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return r!.n > 0 ? true : undefined;
  });
