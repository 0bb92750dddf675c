import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { readRows } from '../../../test/read-rows';
import { useTestApp } from '../../../test/use-app';
import { prepareEvents, storeEvents } from './ingest';

// 10:00 in India on 4 December 2026.
const NOW = new Date('2026-12-04T04:30:00Z');
const t = useTestApp({ now: () => NOW });
const RETENTION_DAYS = 90;

let provider: number;
let other: number;
let serial: string;
let tidDevice: { id: number; tid: string };
let otherSerial: string;

beforeAll(async () => {
  provider = (await createProvider(t.database)).id;
  other = (await createProvider(t.database)).id;
  serial = (await createMachine(t.database, { serviceProviderId: provider })).serialNumber;
  const withTid = await createMachine(t.database, {
    serviceProviderId: provider,
    tid: `TID-${Date.now()}`,
  });
  tidDevice = { id: withTid.id, tid: withTid.tid! };
  otherSerial = (await createMachine(t.database, { serviceProviderId: other })).serialNumber;
});

/** The ingest as the route runs it: checked outside, stored in one transaction. */
async function ingest(events: unknown[], providerId = provider) {
  const prepared = await prepareEvents(t.database.db, NOW, providerId, RETENTION_DAYS, events);
  return t.database.db.transaction((tx) => storeEvents(tx, NOW, prepared));
}

const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000).toISOString();

const machineOf = async (serialNumber: string) => {
  const [m] = await readRows<{ id: number; activity: string }>(
    t.database.db,
    sql`SELECT id, activity FROM machines WHERE serial_number = ${serialNumber}`,
  );
  return m!;
};

describe('push ingest', () => {
  it('stores a batch, answers what it took, and keeps the health and the day', async () => {
    const answer = await ingest([
      { serialNumber: serial, at: minutesAgo(20), kind: 'BOOT', firmware: 'fw-1' },
      { serialNumber: serial, at: minutesAgo(10), kind: 'HEARTBEAT', battery: 80, signal: 4 },
      {
        serialNumber: serial.toLowerCase(),
        at: minutesAgo(5),
        kind: 'TRANSACTION',
        amountPaise: 12_500,
        ref: 'UTR-1',
        battery: 75,
        network: '4G',
        appVersion: '2.1.0',
      },
    ]);
    expect(answer).toEqual({ accepted: 3, duplicates: 0, rejected: [] });

    const machine = await machineOf(serial);
    expect(machine.activity).toBe('ONLINE');
    const [health] = await readRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT online, battery, signal, network, app_version, firmware,
                 last_seen_at = ${minutesAgo(5)}::timestamptz AS newest,
                 last_transaction_at = ${minutesAgo(5)}::timestamptz AS transacted
            FROM device_health WHERE machine_id = ${machine.id}`,
    );
    // The newest event's values win; what it did not report is kept from before.
    expect(health).toEqual({
      online: true,
      battery: 75,
      signal: 4,
      network: '4G',
      app_version: '2.1.0',
      firmware: 'fw-1',
      newest: true,
      transacted: true,
    });
    const days = await readRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, transactions, amount_paise::int AS amount,
                 lowest_battery FROM device_activity_days WHERE machine_id = ${machine.id}`,
    );
    expect(days).toEqual([
      { day: '2026-12-04', transactions: 1, amount: 12_500, lowest_battery: 75 },
    ]);
  });

  it('stores each event in its month’s partition', async () => {
    const machine = await machineOf(serial);
    const partitions = await readRows<{ partition: string; n: number }>(
      t.database.db,
      sql`SELECT tableoid::regclass::text AS partition, count(*)::int AS n
            FROM device_events WHERE machine_id = ${machine.id} GROUP BY 1`,
    );
    expect(partitions).toEqual([{ partition: 'device_events_y2026m12', n: 3 }]);
  });

  it('counts a re-sent batch as duplicates and adds nothing twice', async () => {
    const answer = await ingest([
      {
        serialNumber: serial,
        at: minutesAgo(5),
        kind: 'TRANSACTION',
        amountPaise: 12_500,
        ref: 'UTR-1',
      },
      { serialNumber: serial, at: minutesAgo(10), kind: 'HEARTBEAT' },
      // The same event twice in one batch is one event.
      { serialNumber: serial, at: minutesAgo(1), kind: 'HEARTBEAT' },
      { serialNumber: serial, at: minutesAgo(1), kind: 'HEARTBEAT' },
    ]);
    expect(answer).toEqual({ accepted: 1, duplicates: 3, rejected: [] });
    const machine = await machineOf(serial);
    const [day] = await readRows<{ transactions: number; amount: number }>(
      t.database.db,
      sql`SELECT transactions, amount_paise::int AS amount FROM device_activity_days
           WHERE machine_id = ${machine.id}`,
    );
    expect(day).toEqual({ transactions: 1, amount: 12_500 });
  });

  it('finds a device by its TID, in any case', async () => {
    const answer = await ingest([
      { tid: tidDevice.tid.toLowerCase(), at: minutesAgo(2), kind: 'HEARTBEAT' },
    ]);
    expect(answer.accepted).toBe(1);
    const [health] = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM device_health WHERE machine_id = ${tidDevice.id}`,
    );
    expect(health?.n).toBe(1);
  });

  it('rejects each event it cannot take, by index, and stores the rest', async () => {
    const answer = await ingest([
      { serialNumber: 'NO-SUCH-DEVICE', at: minutesAgo(1), kind: 'HEARTBEAT' },
      { serialNumber: otherSerial, at: minutesAgo(1), kind: 'HEARTBEAT' },
      {
        serialNumber: serial,
        at: new Date(NOW.getTime() + 6 * 60_000).toISOString(),
        kind: 'BOOT',
      },
      { serialNumber: serial, at: minutesAgo(91 * 24 * 60), kind: 'BOOT' },
      { serialNumber: serial, tid: tidDevice.tid, at: minutesAgo(1), kind: 'BOOT' },
      { serialNumber: serial, at: minutesAgo(1), kind: 'HEARTBEAT', amountPaise: 100 },
      // Four minutes ahead is within a fast device clock's slack.
      {
        serialNumber: serial,
        at: new Date(NOW.getTime() + 4 * 60_000).toISOString(),
        kind: 'ERROR',
      },
    ]);
    expect(answer).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: [
        { index: 0, code: 'device_not_found' },
        { index: 1, code: 'device_of_other_provider' },
        { index: 2, code: 'event_in_future' },
        { index: 3, code: 'event_too_old' },
        { index: 4, code: 'invalid_event' },
        { index: 5, code: 'invalid_event' },
      ],
    });
  });

  it('refuses a malformed batch whole, naming the first bad event, and stores nothing', async () => {
    const before = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM device_events`,
    );
    const good = { serialNumber: serial, at: minutesAgo(3), kind: 'HEARTBEAT' };
    await expect(
      ingest([good, good, { serialNumber: serial, at: 'yesterday', kind: 'HEARTBEAT' }]),
    ).rejects.toMatchObject({ statusCode: 400, code: 'validation_failed', params: { index: 2 } });
    await expect(ingest([{ ...good, battery: 101 }])).rejects.toMatchObject({
      statusCode: 400,
      params: { index: 0 },
    });
    await expect(ingest(Array.from({ length: 1001 }, () => good))).rejects.toMatchObject({
      statusCode: 400,
      params: { index: 1000 },
    });
    const after = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM device_events`,
    );
    expect(after).toEqual(before);
  });

  it('adds transactions to the India day they happened on', async () => {
    const device = await createMachine(t.database, { serviceProviderId: provider });
    // 23:50 and 00:10 in India: two days, though both are 3 December in UTC.
    await ingest([
      {
        serialNumber: device.serialNumber,
        at: '2026-12-02T18:20:00Z',
        kind: 'TRANSACTION',
        amountPaise: 100,
        battery: 40,
      },
      {
        serialNumber: device.serialNumber,
        at: '2026-12-02T18:40:00Z',
        kind: 'TRANSACTION',
        amountPaise: 250,
        battery: 60,
      },
      {
        serialNumber: device.serialNumber,
        at: '2026-12-02T18:45:00Z',
        kind: 'TRANSACTION',
        amountPaise: 300,
        ref: 'b',
        battery: 30,
      },
    ]);
    const days = await readRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, transactions, amount_paise::int AS amount,
                 lowest_battery, tableoid::regclass::text AS partition
            FROM device_activity_days WHERE machine_id = ${device.id} ORDER BY day`,
    );
    expect(days).toEqual([
      {
        day: '2026-12-02',
        transactions: 1,
        amount: 100,
        lowest_battery: 40,
        partition: 'device_activity_days_y2026',
      },
      {
        day: '2026-12-03',
        transactions: 2,
        amount: 550,
        lowest_battery: 30,
        partition: 'device_activity_days_y2026',
      },
    ]);
  });
});
