import { todayInIndia } from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { idleCondition, idleDaysOfProvider } from '../lifecycle';
import { emit } from '../../platform/outbox';
import { dailyJob } from '../../platform/daily-job';
import { machines, outboxEvents } from '../../db/schema';

/** Serials named in one `devices.idle` event (the count says how many there are). */
const IDLE_SERIALS_SHOWN = 20;
/** Any constant: the transaction lock that lets one process at a time write the day's events. */
const IDLE_LOCK = 18_004;

const IdleRow = z.object({
  distributor_id: z.int(),
  count: z.int(),
  days: z.int(),
  serials: z.array(z.string()),
});

/**
 * Writes today's `devices.idle` events (India's day of `now`): one per distributor whose
 * retailers hold devices idle beyond their provider's idle days (the idle rule of #16), and that
 * was not told yet today. A transaction lock makes two processes write them once.
 */
export async function tellIdleDevices(tx: Executor, now: Date): Promise<number> {
  const today = todayInIndia(now);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${IDLE_LOCK})`);
  const found = await rows(
    tx,
    sql`
      SELECT machines.distributor_id, count(*)::int AS count,
             min(${idleDaysOfProvider()})::int AS days,
             (array_agg(machines.serial_number ORDER BY machines.allotted_at, machines.id))[1:${sql.raw(String(IDLE_SERIALS_SHOWN))}]
               AS serials
        FROM ${machines}
       WHERE machines.distributor_id IS NOT NULL AND machines.retailer_id IS NOT NULL
         AND ${idleCondition(today)}
         AND NOT EXISTS (SELECT 1 FROM ${outboxEvents} o
               WHERE o.type = 'devices.idle' AND o.distributor_id = machines.distributor_id
                 AND o.payload->>'day' = ${today})
       GROUP BY machines.distributor_id
       ORDER BY machines.distributor_id`,
    IdleRow,
  );
  await emit(
    tx,
    found.map((r) => ({
      type: 'devices.idle' as const,
      distributorId: r.distributor_id,
      // `days`: the smallest idle threshold among them, so "idle for more than N days" holds for all.
      payload: { day: today, count: r.count, days: r.days, serials: r.serials },
    })),
  );
  return found.length;
}

/** Idle-device alerts as a periodic job: once a day, at the first poll of India's day. */
export const idleDevicesJob = (db: Db) =>
  dailyJob('idle devices', (now) => db.transaction((tx) => tellIdleDevices(tx, now)));
