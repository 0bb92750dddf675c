import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, createRetailer } from '../../../test/app';
import { onPostgres } from '../../../test/db';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { useTestApp } from '../../../test/use-app';
import { tellIdleDevices } from './idle-devices';
import { readRows } from '../../../test/read-rows';

// 10:00 in India on 24 November.
let clock = new Date('2026-11-24T04:30:00Z');
const t = useTestApp({ now: () => clock });
/** What another process's idle-devices job does at its first poll of the clock's day. */
const tellInAnotherProcess = () => t.database.db.transaction((tx) => tellIdleDevices(tx, clock));
const days = (n: number) => new Date(clock.getTime() - n * 86_400_000);
let a: number;
let b: number;
let c: number;
let idleSerials: string[];

/** A device at a retailer of the distributor, allotted `ago` days before the clock. */
async function atRetailer(
  distributorId: number,
  providerId: number,
  ago: number,
  state = 'ALLOTTED',
) {
  const retailerId = (await createRetailer(t.database, distributorId)).id;
  const m = await createMachine(t.database, {
    serviceProviderId: providerId,
    status: 'ASSIGNED',
    distributorId,
    retailerId,
    activationState: state as 'ALLOTTED',
    allottedAt: days(ago),
  });
  return m.serialNumber;
}

beforeAll(async () => {
  const provider = (await createProvider(t.database, { idleDays: 30 })).id;
  a = (await createDistributor(t.database)).id;
  b = (await createDistributor(t.database)).id;
  c = (await createDistributor(t.database)).id;
  idleSerials = [await atRetailer(a, provider, 45), await atRetailer(a, provider, 31)];
  await atRetailer(a, provider, 10); // not idle yet
  await atRetailer(a, provider, 90, 'ACTIVATED'); // working
  await atRetailer(b, provider, 40);
  await atRetailer(c, provider, 29);
});

const idleEvents = () =>
  readRows<{
    distributor_id: number;
    payload: { day: string; count: number; days: number; serials: string[] };
  }>(
    t.database.db,
    sql`SELECT distributor_id, payload FROM outbox_events WHERE type = 'devices.idle' ORDER BY id`,
  );

describe('idle devices alert', () => {
  it('tells each distributor with idle devices once a day: count, idle days, serials', async () => {
    await t.app.background.drain();
    const events = await idleEvents();
    expect(events.map((e) => e.distributor_id)).toEqual([a, b]);
    expect(events[0]?.payload).toEqual({
      day: '2026-11-24',
      count: 2,
      days: 30,
      serials: idleSerials,
    });
    expect(events[1]?.payload).toMatchObject({ count: 1, days: 30 });
  });

  it('nothing more the same day, from this process or another', async () => {
    clock = new Date(clock.getTime() + 8 * 3_600_000); // 18:00 in India
    await t.app.background.drain();
    await tellInAnotherProcess();
    expect(await idleEvents()).toHaveLength(2);
  });

  it('the next day tells again', async () => {
    clock = new Date(clock.getTime() + 8 * 3_600_000); // 02:00 in India, the 25th
    await t.app.background.drain();
    const events = await idleEvents();
    expect(events).toHaveLength(4);
    expect(events[2]?.payload).toMatchObject({ day: '2026-11-25', count: 2 });
  });

  it.runIf(onPostgres)('two processes at once tell once', async () => {
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    await Promise.all(Array.from({ length: 3 }, () => tellInAnotherProcess()));
    // The 26th: C's device (29 days on the 24th) is idle too now.
    const told = (await idleEvents()).filter((e) => e.payload.day === '2026-11-26');
    expect(told.map((e) => e.distributor_id).sort()).toEqual([a, b, c].sort());
  });
});
