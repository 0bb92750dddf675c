import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { machines, serviceProviders } from '../../db/schema';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { readRows } from '../../../test/read-rows';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { prepareEvents, storeEvents } from './ingest';
import { markDormant, sweepOffline } from './sweep';

// 10:00 in India on 4 December 2026; tests move it forward.
let clock = new Date('2026-12-04T04:30:00Z');
const t = useTestApp({ now: () => clock });
const w = useTwoDistributors(t);
const MINUTE = 60_000;
const DAY = 86_400_000;

let provider: number;

beforeAll(async () => {
  provider = (await createProvider(t.database, { heartbeatMinutes: 30 })).id;
});

async function send(serialNumber: string, kind: string, at: Date, extra: object = {}) {
  const prepared = await prepareEvents(t.database.db, clock, provider, 90, [
    { serialNumber, kind, at: at.toISOString(), ...extra },
  ]);
  return t.database.db.transaction((tx) => storeEvents(tx, clock, prepared));
}

const machineRow = async (id: number) => {
  const [m] = await t.database.db
    .select({
      activity: machines.activity,
      dormant: machines.dormant,
      activationState: machines.activationState,
      activatedOn: machines.activatedOn,
    })
    .from(machines)
    .where(eq(machines.id, id));
  return m!;
};

const tiles = async (authorization: string) => {
  const res = await t.app.inject({ url: '/api/dashboard/stats', headers: { authorization } });
  expect(res.statusCode).toBe(200);
  return res.json().activity as { offline: number; dormant: number };
};

/** A device at distributor A, activated `daysAgo` days before the clock. */
const activatedAtA = (daysAgo: number) =>
  createMachine(t.database, {
    serviceProviderId: provider,
    status: 'ASSIGNED',
    distributorId: w.a.id,
    activationState: 'ACTIVATED',
    activatedOn: new Date(clock.getTime() - daysAgo * DAY).toISOString().slice(0, 10),
  });

describe('online and offline', () => {
  it('a device seen within the heartbeat minutes is online; the sweep turns it offline after', async () => {
    const device = await createMachine(t.database, {
      serviceProviderId: provider,
      status: 'ASSIGNED',
      distributorId: w.a.id,
    });
    expect((await machineRow(device.id)).activity).toBe('NEVER_SEEN');
    const before = await tiles(w.distA.authorization);

    await send(device.serialNumber, 'HEARTBEAT', new Date(clock.getTime() - 5 * MINUTE));
    expect((await machineRow(device.id)).activity).toBe('ONLINE');

    clock = new Date(clock.getTime() + 20 * MINUTE); // 25 minutes after: still online
    await sweepOffline(t.database.db, clock);
    expect((await machineRow(device.id)).activity).toBe('ONLINE');

    clock = new Date(clock.getTime() + 15 * MINUTE); // 40 minutes after
    expect(await sweepOffline(t.database.db, clock)).toBeGreaterThanOrEqual(1);
    expect((await machineRow(device.id)).activity).toBe('OFFLINE');
    // The tile counts it, for its distributor and for the admin; B sees none of it.
    expect(await tiles(w.distA.authorization)).toEqual({ ...before, offline: before.offline + 1 });
    expect((await tiles(w.distB.authorization)).offline).toBe(0);

    await send(device.serialNumber, 'HEARTBEAT', clock);
    expect((await machineRow(device.id)).activity).toBe('ONLINE');
    expect(await tiles(w.distA.authorization)).toEqual(before);
  });

  it('an old event of a device never seen makes it offline, not online', async () => {
    const device = await createMachine(t.database, { serviceProviderId: provider });
    await send(device.serialNumber, 'BOOT', new Date(clock.getTime() - 3 * 60 * MINUTE));
    expect((await machineRow(device.id)).activity).toBe('OFFLINE');
    const [health] = await readRows<{ online: boolean }>(
      t.database.db,
      sql`SELECT online FROM device_health WHERE machine_id = ${device.id}`,
    );
    expect(health).toEqual({ online: false });
  });
});

describe('dormant devices', () => {
  it('an activated device without transactions for 30 days is dormant; use lifts it', async () => {
    const idle = await activatedAtA(40);
    const young = await activatedAtA(10);
    const busy = await activatedAtA(60);
    for (const daysAgo of [3, 2]) {
      for (let n = 0; n < 3; n++) {
        await send(busy.serialNumber, 'TRANSACTION', new Date(clock.getTime() - daysAgo * DAY), {
          amountPaise: 1000,
          ref: `r${daysAgo}-${n}`,
        });
      }
    }
    const before = await tiles(w.distA.authorization);
    await markDormant(t.database.db, clock);
    expect((await machineRow(idle.id)).dormant).toBe(true);
    // Activated 10 days ago: given its first 30 days. Five transactions on two days: active.
    expect((await machineRow(young.id)).dormant).toBe(false);
    expect((await machineRow(busy.id)).dormant).toBe(false);
    expect((await tiles(w.distA.authorization)).dormant).toBe(before.dormant + 1);

    // One transaction is not yet active (5 on 2 days); the second day's four make it so.
    await send(idle.serialNumber, 'TRANSACTION', new Date(clock.getTime() - DAY), {
      amountPaise: 500,
    });
    expect((await machineRow(idle.id)).dormant).toBe(true);
    for (let n = 0; n < 4; n++) {
      await send(idle.serialNumber, 'TRANSACTION', new Date(clock.getTime() - n * MINUTE), {
        amountPaise: 500,
        ref: `today-${n}`,
      });
    }
    expect((await machineRow(idle.id)).dormant).toBe(false);
    expect((await tiles(w.distA.authorization)).dormant).toBe(before.dormant);
  });

  it('the job is the same when run twice', async () => {
    await markDormant(t.database.db, clock);
    expect(await markDormant(t.database.db, clock)).toEqual({ dormant: 0, lifted: 0 });
  });
});

describe('activated by a first transaction', () => {
  it('activates an ALLOTTED device on the India date of its first transaction, when the provider says so', async () => {
    await t.database.db
      .update(serviceProviders)
      .set({ activateOnFirstTransaction: true })
      .where(eq(serviceProviders.id, provider));
    const device = await createMachine(t.database, {
      serviceProviderId: provider,
      status: 'ASSIGNED',
      distributorId: w.a.id,
      activationState: 'ALLOTTED',
    });
    // 00:30 on 4 December in India (19:00 UTC on the 3rd).
    await send(device.serialNumber, 'TRANSACTION', new Date('2026-12-03T19:00:00Z'), {
      amountPaise: 100,
    });
    expect(await machineRow(device.id)).toMatchObject({
      activationState: 'ACTIVATED',
      activatedOn: '2026-12-04',
    });
    const [audit] = await readRows<{ actor_name: string; source: string }>(
      t.database.db,
      sql`SELECT actor_name, details->>'source' AS source FROM audit_log
           WHERE entity_type = 'machine' AND entity_id = ${device.id} AND action = 'machine.activated'`,
    );
    expect(audit).toEqual({ actor_name: 'System', source: 'first_transaction' });
  });

  it('leaves the device as it is when the provider does not activate on use', async () => {
    await t.database.db
      .update(serviceProviders)
      .set({ activateOnFirstTransaction: false })
      .where(eq(serviceProviders.id, provider));
    const device = await createMachine(t.database, {
      serviceProviderId: provider,
      activationState: 'INSTALLED',
    });
    await send(device.serialNumber, 'TRANSACTION', clock, { amountPaise: 100 });
    expect((await machineRow(device.id)).activationState).toBe('INSTALLED');
  });
});

describe('GET /machines/{id}/activity', () => {
  it('answers the health and the days in scope; another distributor’s device is a 404', async () => {
    const device = await createMachine(t.database, {
      serviceProviderId: provider,
      status: 'ASSIGNED',
      distributorId: w.a.id,
    });
    const never = await t.app.inject({
      url: `/api/machines/${device.id}/activity`,
      headers: w.admin.auth,
    });
    expect(never.json()).toEqual({
      health: {
        state: 'NEVER_SEEN',
        lastSeenAt: null,
        lastTransactionAt: null,
        battery: null,
        signal: null,
        network: null,
        appVersion: null,
        firmware: null,
      },
      days: [],
    });
    const at = new Date(clock.getTime() - 2 * MINUTE);
    await send(device.serialNumber, 'TRANSACTION', at, {
      amountPaise: 4200,
      battery: 55,
      signal: 3,
      network: 'WIFI',
      appVersion: '3.0',
    });
    const seen = await t.app.inject({
      url: `/api/machines/${device.id}/activity`,
      headers: w.distA.auth,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      health: {
        state: 'ONLINE',
        lastSeenAt: at.toISOString(),
        lastTransactionAt: at.toISOString(),
        battery: 55,
        signal: 3,
        network: 'WIFI',
        appVersion: '3.0',
        firmware: null,
      },
      days: [
        {
          date: '2026-12-04',
          transactions: 1,
          amountPaise: 4200,
          firstSeenAt: at.toISOString(),
          lastSeenAt: at.toISOString(),
          lowestBattery: 55,
        },
      ],
    });
    const other = await t.app.inject({
      url: `/api/machines/${device.id}/activity`,
      headers: w.distB.auth,
    });
    expect(other.statusCode).toBe(404);
  });

  it('POST /activity/events refuses a session: events come with an integration key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activity/events',
      headers: { ...w.admin.auth, 'idempotency-key': 'k-session-1' },
      payload: { events: [{ serialNumber: 'X', at: clock.toISOString(), kind: 'HEARTBEAT' }] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('integration_key_required');
  });
});
