import {
  ActivityEventShape,
  activityEventProblem,
  EVENT_FUTURE_SLACK_MS,
  MAX_ACTIVITY_EVENTS,
  todayInIndia,
  type ActivityEvent,
  type ActivityEventIssue,
  type ActivityEventsResponse,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { integer, timestamptz } from '../../db/row-types';
import { deviceActivityDays, deviceEvents, machines } from '../../db/schema';
import { ensureEventMonths, ensureRollupYears, monthOf } from '../../db/activity-partitions';
import { badRequest } from '../../lib/http-errors';
import { noteActivity, type Seen } from './health';

const DAY_MS = 86_400_000;

/**
 * The whole batch's shape, before anything is stored: more than 1,000 events, or one not an
 * event at all, is a 400 naming the first bad one's index (`params.index`).
 */
function requireWellFormed(events: readonly unknown[]): ActivityEvent[] {
  if (events.length > MAX_ACTIVITY_EVENTS)
    throw badRequest(
      'validation_failed',
      `At most ${MAX_ACTIVITY_EVENTS} events in one request; event ${MAX_ACTIVITY_EVENTS} is one too many`,
      { params: { index: MAX_ACTIVITY_EVENTS } },
    );
  return events.map((event, index) => {
    const parsed = ActivityEventShape.safeParse(event);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    const path = ['body', 'events', index, ...issue.path].join('.');
    throw badRequest('validation_failed', `Invalid ${path}: ${issue.message}`, {
      params: { index },
      details: [{ path, message: issue.message, code: 'invalid_value' }],
    });
  });
}

const Device = z.object({
  id: integer,
  serial: z.string(),
  tid: z.string().nullable(),
  serviceProviderId: integer.nullable(),
});

/** The batch's devices by lower-case serial number and TID (the unique indexes of both). */
async function devicesOf(db: Db, events: readonly ActivityEvent[]) {
  const serials = [
    ...new Set(events.flatMap((e) => (e.serialNumber ? [e.serialNumber.toLowerCase()] : []))),
  ];
  const tids = [...new Set(events.flatMap((e) => (e.tid ? [e.tid.toLowerCase()] : [])))];
  const found = await rows(
    db,
    sql`SELECT id AS "id", lower(serial_number) AS "serial", lower(tid) AS "tid",
               service_provider_id AS "serviceProviderId"
          FROM ${machines}
         WHERE lower(serial_number) = ANY(${sql.param(serials)}::text[])
         UNION
        SELECT id, lower(serial_number), lower(tid), service_provider_id
          FROM ${machines}
         WHERE lower(tid) = ANY(${sql.param(tids)}::text[]) AND tid IS NOT NULL`,
    Device,
  );
  return {
    bySerial: new Map(found.map((d) => [d.serial, d])),
    byTid: new Map(found.flatMap((d) => (d.tid ? [[d.tid, d] as const] : []))),
  };
}

type Taken = { machineId: number; event: ActivityEvent; at: Date };

/** A checked batch: the events to store (device found, the caller's, in time) and the rest. */
export type PreparedEvents = {
  serviceProviderId: number;
  taken: Taken[];
  rejected: { index: number; code: ActivityEventIssue }[];
};

/**
 * POST /activity/events, before its transaction: the batch's shape (a 400 stores nothing), each
 * event's device (the caller's provider's), its time (at most 5 minutes ahead, within the
 * retention), and the partitions its months and years need (made outside the transaction: a
 * CREATE locks the parent briefly).
 */
export async function prepareEvents(
  db: Db,
  now: Date,
  serviceProviderId: number,
  retentionDays: number,
  batch: readonly unknown[],
): Promise<PreparedEvents> {
  const events = requireWellFormed(batch);
  const { bySerial, byTid } = await devicesOf(db, events);
  const oldest = now.getTime() - retentionDays * DAY_MS;
  const rejected: { index: number; code: ActivityEventIssue }[] = [];
  const taken: Taken[] = [];
  events.forEach((event, index) => {
    const reject = (code: ActivityEventIssue) => rejected.push({ index, code });
    if (activityEventProblem(event)) return reject('invalid_event');
    const device = event.serialNumber
      ? bySerial.get(event.serialNumber.toLowerCase())
      : byTid.get(event.tid!.toLowerCase());
    if (!device) return reject('device_not_found');
    if (device.serviceProviderId !== serviceProviderId) return reject('device_of_other_provider');
    const at = new Date(event.at);
    if (at.getTime() > now.getTime() + EVENT_FUTURE_SLACK_MS) return reject('event_in_future');
    if (at.getTime() < oldest) return reject('event_too_old');
    taken.push({ machineId: device.id, event, at });
  });
  await ensureEventMonths(
    db,
    taken.map((t) => monthOf(t.at)),
  );
  await ensureRollupYears(
    db,
    taken.map((t) => Number(todayInIndia(t.at).slice(0, 4))),
  );
  return { serviceProviderId, taken, rejected };
}

/**
 * Stores the batch's events once each (device, kind, time, ref: a retried batch's count as
 * duplicates) and moves the daily rollup and each device's health with the new ones, in the
 * caller's transaction.
 */
export async function storeEvents(
  tx: Tx,
  now: Date,
  { serviceProviderId, taken, rejected }: PreparedEvents,
): Promise<ActivityEventsResponse> {
  if (taken.length === 0) return { accepted: 0, duplicates: 0, rejected };
  const input = JSON.stringify(
    [...taken]
      .sort((a, b) => a.machineId - b.machineId || a.at.getTime() - b.at.getTime())
      .map(({ machineId, event: e, at }) => ({
        machine_id: machineId,
        kind: e.kind,
        at: at.toISOString(),
        ref: e.ref ?? '',
        battery: e.battery ?? null,
        signal: e.signal ?? null,
        network: e.network ?? null,
        app_version: e.appVersion ?? null,
        firmware: e.firmware ?? null,
        amount_paise: e.amountPaise ?? null,
      })),
  );
  const inserted = await rows(
    tx,
    sql`INSERT INTO ${deviceEvents} (machine_id, kind, at, ref, service_provider_id, battery,
           signal, network, app_version, firmware, amount_paise)
        SELECT machine_id, kind, at, ref, ${serviceProviderId}, battery, signal, network,
               app_version, firmware, amount_paise
          FROM jsonb_to_recordset(${input}::jsonb) AS e(machine_id int, kind text,
               at timestamptz, ref text, battery int, signal int, network text,
               app_version text, firmware text, amount_paise bigint)
        ON CONFLICT DO NOTHING
        RETURNING machine_id AS "machineId", kind AS "kind", at AS "at", ref AS "ref"`,
    z.object({ machineId: integer, kind: z.string(), at: timestamptz, ref: z.string() }),
  );
  const isNew = new Set(inserted.map((r) => eventKey(r.machineId, r.kind, r.at, r.ref)));
  const fresh = dedupe(taken).filter((t) => isNew.has(keyOf(t)));
  await rollUp(tx, fresh);
  await noteActivity(tx, now, seenOf(fresh));
  return { accepted: fresh.length, duplicates: taken.length - fresh.length, rejected };
}

/** An event's identity: the stored key (device, kind, time, ref). */
const eventKey = (machineId: number, kind: string, at: Date, ref: string) =>
  `${machineId} ${kind} ${at.getTime()} ${ref}`;
const keyOf = (t: Taken) => eventKey(t.machineId, t.event.kind, t.at, t.event.ref ?? '');

/** The batch's events once each (the same device, kind, time and ref twice is one event). */
function dedupe(taken: readonly Taken[]): Taken[] {
  const seen = new Set<string>();
  return taken.filter((t) => {
    const key = keyOf(t);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Adds the new events to each device's India day: counts and amounts add, times widen. */
async function rollUp(tx: Tx, fresh: Taken[]) {
  if (fresh.length === 0) return;
  const days = new Map<
    string,
    {
      machine_id: number;
      day: string;
      transactions: number;
      amount: number;
      first: number;
      last: number;
      battery: number | null;
    }
  >();
  for (const { machineId, event, at } of fresh) {
    const day = todayInIndia(at);
    const key = `${machineId} ${day}`;
    const d = days.get(key) ?? {
      machine_id: machineId,
      day,
      transactions: 0,
      amount: 0,
      first: at.getTime(),
      last: at.getTime(),
      battery: null,
    };
    if (event.kind === 'TRANSACTION') {
      d.transactions += 1;
      d.amount += event.amountPaise ?? 0;
    }
    d.first = Math.min(d.first, at.getTime());
    d.last = Math.max(d.last, at.getTime());
    if (event.battery !== undefined) d.battery = Math.min(d.battery ?? 100, event.battery);
    days.set(key, d);
  }
  const input = JSON.stringify(
    [...days.values()]
      .sort((a, b) => a.machine_id - b.machine_id || a.day.localeCompare(b.day))
      .map((d) => ({
        ...d,
        first: new Date(d.first).toISOString(),
        last: new Date(d.last).toISOString(),
      })),
  );
  await tx.execute(
    sql`INSERT INTO ${deviceActivityDays} AS d (machine_id, day, transactions, amount_paise,
           first_seen_at, last_seen_at, lowest_battery)
        SELECT machine_id, day, transactions, amount, first, last, battery
          FROM jsonb_to_recordset(${input}::jsonb) AS r(machine_id int, day date,
               transactions int, amount bigint, first timestamptz, last timestamptz, battery int)
        ON CONFLICT (machine_id, day) DO UPDATE SET
          transactions = d.transactions + excluded.transactions,
          amount_paise = d.amount_paise + excluded.amount_paise,
          first_seen_at = least(d.first_seen_at, excluded.first_seen_at),
          last_seen_at = greatest(d.last_seen_at, excluded.last_seen_at),
          lowest_battery = least(d.lowest_battery, excluded.lowest_battery)`,
  );
}

/** Each device's newest news among the new events. */
function seenOf(fresh: readonly Taken[]): Seen[] {
  const by = new Map<number, Seen & { seenMs: number }>();
  for (const { machineId, event, at } of fresh) {
    const ms = at.getTime();
    const s = by.get(machineId) ?? { machineId, seenAt: at.toISOString(), seenMs: -Infinity };
    if (ms >= s.seenMs) {
      s.seenMs = ms;
      s.seenAt = at.toISOString();
      s.battery = event.battery ?? s.battery;
      s.signal = event.signal ?? s.signal;
      s.network = event.network ?? s.network;
      s.appVersion = event.appVersion ?? s.appVersion;
      s.firmware = event.firmware ?? s.firmware;
    }
    if (event.kind === 'TRANSACTION') {
      const iso = at.toISOString();
      if (!s.firstTransactionAt || iso < s.firstTransactionAt) s.firstTransactionAt = iso;
      if (!s.lastTransactionAt || iso > s.lastTransactionAt) s.lastTransactionAt = iso;
    }
    by.set(machineId, s);
  }
  return [...by.values()].map(({ seenMs: _ms, ...s }) => s);
}
