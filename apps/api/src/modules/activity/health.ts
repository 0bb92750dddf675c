import { ACTIVE_WINDOW_DAYS, BUSINESS_TIME_ZONE, todayInIndia } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { integer } from '../../db/row-types';
import { deviceActivityDays, deviceHealth, machines, serviceProviders } from '../../db/schema';
import { SYSTEM_ACTOR } from '../../access/principal';
import { activateAll, trackMachines } from '../custody';
import { recordTransitions, type ActivityTransitions } from './transitions';

/**
 * What follows from new activity of devices, in the writer's transaction (the push ingest, the
 * provider's daily file): each device's current health, its kept `activity` (ONLINE while its
 * last event is within the provider's heartbeat minutes, OFFLINE after), `dormant` turning off
 * once it is active again, and a first transaction, which may activate it.
 */

/** One device's newest news from one write (the rollup is written by the caller). */
export type Seen = {
  machineId: number;
  /** The newest time the device was seen (ISO). */
  seenAt: string;
  battery?: number | null;
  signal?: number | null;
  network?: string | null;
  appVersion?: string | null;
  firmware?: string | null;
  /** The earliest and newest transaction among the new events (ISO), when there were any. */
  firstTransactionAt?: string | null;
  lastTransactionAt?: string | null;
};

const HealthMove = z.object({
  machineId: integer,
  online: z.boolean(),
  activity: z.string(),
  firstTransaction: z.boolean(),
  dormant: z.boolean(),
  activationState: z.string().nullable(),
  activateOnFirstTransaction: z.boolean(),
  firstTransactionAt: z.string().nullable(),
});

/**
 * Upserts the health rows (newest values win; the earliest first transaction and the newest
 * last one are kept), moves the machines' `activity` where it changed, lifts `dormant` where the
 * device is active again, activates on a first transaction where the provider says so, and
 * records the transitions. The rows are written in machine id order, so two writers of the same
 * devices lock them in the same order.
 */
export async function noteActivity(
  tx: Tx,
  now: Date,
  seen: readonly Seen[],
): Promise<ActivityTransitions> {
  if (seen.length === 0) return { offline: [], backOnline: [], dormant: [], firstTransaction: [] };
  const input = JSON.stringify(
    [...seen]
      .sort((a, b) => a.machineId - b.machineId)
      .map((s) => ({
        machine_id: s.machineId,
        seen_at: s.seenAt,
        battery: s.battery ?? null,
        signal: s.signal ?? null,
        network: s.network ?? null,
        app_version: s.appVersion ?? null,
        firmware: s.firmware ?? null,
        first_tx: s.firstTransactionAt ?? null,
        last_tx: s.lastTransactionAt ?? null,
      })),
  );
  const h = deviceHealth;
  const moved = await rows(
    tx,
    sql`WITH s AS (
        SELECT s.*, m.activity, m.dormant, m.activation_state,
               coalesce(p.activate_on_first_transaction, false) AS activate_on_first,
               s.seen_at + make_interval(mins => coalesce(p.heartbeat_minutes, 30)) AS until
          FROM jsonb_to_recordset(${input}::jsonb) AS s(machine_id int, seen_at timestamptz,
               battery int, signal int, network text, app_version text, firmware text,
               first_tx timestamptz, last_tx timestamptz)
          JOIN ${machines} m ON m.id = s.machine_id
          LEFT JOIN ${serviceProviders} p ON p.id = m.service_provider_id),
      old AS (SELECT h.machine_id, h.first_transaction_at FROM ${h} h JOIN s USING (machine_id)),
      up AS (
        INSERT INTO ${h} AS h (machine_id, last_seen_at, online_until, online,
               first_transaction_at, last_transaction_at, battery, signal, network, app_version,
               firmware)
        SELECT machine_id, seen_at, until, until > ${now}, first_tx, last_tx, battery, signal,
               network, app_version, firmware
          FROM s ORDER BY machine_id
        ON CONFLICT (machine_id) DO UPDATE SET
          last_seen_at = greatest(h.last_seen_at, excluded.last_seen_at),
          online_until = greatest(h.online_until, excluded.online_until),
          online = greatest(h.online_until, excluded.online_until) > ${now},
          first_transaction_at = least(h.first_transaction_at, excluded.first_transaction_at),
          last_transaction_at = greatest(h.last_transaction_at, excluded.last_transaction_at),
          battery = CASE WHEN excluded.last_seen_at >= h.last_seen_at
                    THEN coalesce(excluded.battery, h.battery) ELSE h.battery END,
          signal = CASE WHEN excluded.last_seen_at >= h.last_seen_at
                   THEN coalesce(excluded.signal, h.signal) ELSE h.signal END,
          network = CASE WHEN excluded.last_seen_at >= h.last_seen_at
                    THEN coalesce(excluded.network, h.network) ELSE h.network END,
          app_version = CASE WHEN excluded.last_seen_at >= h.last_seen_at
                        THEN coalesce(excluded.app_version, h.app_version) ELSE h.app_version END,
          firmware = CASE WHEN excluded.last_seen_at >= h.last_seen_at
                     THEN coalesce(excluded.firmware, h.firmware) ELSE h.firmware END
        RETURNING h.machine_id, h.online, h.first_transaction_at)
      SELECT up.machine_id AS "machineId", up.online AS "online", s.activity AS "activity",
             (up.first_transaction_at IS NOT NULL AND old.first_transaction_at IS NULL)
               AS "firstTransaction",
             s.dormant AS "dormant", s.activation_state AS "activationState",
             s.activate_on_first AS "activateOnFirstTransaction",
             to_char((up.first_transaction_at AT TIME ZONE ${BUSINESS_TIME_ZONE})::date,
                     'YYYY-MM-DD') AS "firstTransactionAt"
        FROM up JOIN s USING (machine_id) LEFT JOIN old USING (machine_id)
       ORDER BY 1`,
    HealthMove,
  );
  const toOnline = moved.filter((m) => m.online && m.activity !== 'ONLINE');
  const toOffline = moved.filter((m) => !m.online && m.activity === 'NEVER_SEEN');
  await setActivity(
    tx,
    'ONLINE',
    toOnline.map((m) => m.machineId),
  );
  await setActivity(
    tx,
    'OFFLINE',
    toOffline.map((m) => m.machineId),
  );
  const transacted = seen.filter((s) => s.lastTransactionAt).map((s) => s.machineId);
  await liftDormant(
    tx,
    now,
    moved.filter((m) => m.dormant && transacted.includes(m.machineId)).map((m) => m.machineId),
  );
  const first = moved.filter((m) => m.firstTransaction);
  await activateByFirstTransaction(
    tx,
    first.filter(
      (m) =>
        m.activateOnFirstTransaction &&
        (m.activationState === 'ALLOTTED' || m.activationState === 'INSTALLED'),
    ),
  );
  const transitions: ActivityTransitions = {
    offline: [],
    backOnline: toOnline.filter((m) => m.activity === 'OFFLINE').map((m) => m.machineId),
    dormant: [],
    firstTransaction: first.map((m) => m.machineId),
  };
  await recordTransitions(tx, transitions);
  return transitions;
}

/** Moves the machines' kept `activity` (custody keeps the Offline tile's counts). */
export async function setActivity(
  tx: Tx,
  activity: 'ONLINE' | 'OFFLINE',
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await trackMachines(tx, ids, () =>
    tx.execute(
      sql`UPDATE ${machines} SET activity = ${activity}
           WHERE id = ANY(${sql.param([...ids])}::int[]) AND activity <> ${activity}`,
    ),
  );
}

/** Moves the machines' kept `dormant` flag (custody keeps the Dormant tile's counts). */
export async function setDormant(tx: Tx, dormant: boolean, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trackMachines(tx, ids, () =>
    tx.execute(
      sql`UPDATE ${machines} SET dormant = ${dormant}
           WHERE id = ANY(${sql.param([...ids])}::int[]) AND dormant <> ${dormant}`,
    ),
  );
}

/**
 * THE active rule, in SQL over machine `m` (a row of machines joined to its provider `p`): in the
 * 30 India days up to `today`, at least the provider's active_min_transactions transactions on
 * at least its active_min_days distinct days.
 */
export function activeCondition(today: string) {
  return sql`(SELECT coalesce(sum(d.transactions), 0) >= p.active_min_transactions
                 AND count(*) FILTER (WHERE d.transactions > 0) >= p.active_min_days
                FROM ${deviceActivityDays} d
               WHERE d.machine_id = m.id
                 AND d.day > ${today}::date - ${ACTIVE_WINDOW_DAYS}::int
                 AND d.day <= ${today}::date)`;
}

/** Dormant devices that transacted again: no longer dormant once the active rule holds. */
async function liftDormant(tx: Tx, now: Date, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const active = await rows(
    tx,
    sql`SELECT m.id AS "id" FROM ${machines} m JOIN ${serviceProviders} p
          ON p.id = m.service_provider_id
         WHERE m.id = ANY(${sql.param([...ids])}::int[]) AND ${activeCondition(todayInIndia(now))}`,
    z.object({ id: integer }),
  );
  await setDormant(
    tx,
    false,
    active.map((a) => a.id),
  );
}

/** One custody command: ACTIVATED on the India date of the first transaction, by the system. */
async function activateByFirstTransaction(
  tx: Tx,
  devices: readonly { machineId: number; firstTransactionAt: string | null }[],
): Promise<void> {
  const chosen = devices.filter((d) => d.firstTransactionAt);
  if (chosen.length === 0) return;
  const input = JSON.stringify(
    chosen.map((d, n) => ({ id: d.machineId, activated_on: d.firstTransactionAt, ref: null, n })),
  );
  await activateAll(
    tx,
    SYSTEM_ACTOR,
    sql`SELECT c.id, c.activated_on, c.ref, c.n
          FROM jsonb_to_recordset(${input}::jsonb) AS c(id int, activated_on text, ref text, n int)
          JOIN ${machines} m ON m.id = c.id
         WHERE m.activation_state IN ('ALLOTTED', 'INSTALLED')`,
    'first_transaction',
  );
}
