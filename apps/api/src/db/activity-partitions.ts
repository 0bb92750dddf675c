import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from './client';
import { rows } from './rows';
import { deviceActivityDays, deviceEvents } from './schema';

/**
 * The partitions of the two tables that grow with time (migration 0033, decision 0176):
 * `device_events` by month of `at` (device_events_y2026m12: from the 1st 00:00 UTC to the next
 * 1st), `device_activity_days` by year of `day` (device_activity_days_y2026). Made ahead of the
 * data by the partition job and, for a month or year not made yet, by the writer itself before
 * it writes; old ones are dropped whole (never a DELETE). The names carry the bounds, so the
 * job reads what exists from the catalogue and the names alone.
 */

const EVENTS = 'device_events';
const DAYS = 'device_activity_days';

/** A month as 'YYYY-MM' from a time (UTC: partition bounds are instants, the same everywhere). */
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

const pad = (n: number) => String(n).padStart(2, '0');
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
};
const eventPartition = (month: string) => `${EVENTS}_y${month.slice(0, 4)}m${month.slice(5, 7)}`;
const dayPartition = (year: number) => `${DAYS}_y${year}`;

/** Months (known to exist) this process has seen, so a writer asks the catalogue once each. */
const madeMonths = new WeakMap<object, Set<string>>();
const madeYears = new WeakMap<object, Set<number>>();
const seen = <T>(map: WeakMap<object, Set<T>>, db: Executor) => {
  let set = map.get(db);
  if (!set) map.set(db, (set = new Set()));
  return set;
};

/** Two processes making the same partition at once: one wins, the other's error is no error. */
async function createIfMissing(db: Executor, statement: ReturnType<typeof sql>): Promise<void> {
  try {
    await db.execute(statement);
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    // 42P07 duplicate table, 23505 the catalogue's unique index (a concurrent CREATE).
    if (code !== '42P07' && code !== '23505') throw error;
  }
}

/** Makes the event partitions of these months ('YYYY-MM') where they are missing. */
export async function ensureEventMonths(db: Executor, months: Iterable<string>): Promise<void> {
  const made = seen(madeMonths, db);
  for (const month of new Set(months)) {
    if (made.has(month)) continue;
    const from = `${month}-01T00:00:00Z`;
    const to = `${nextMonth(month)}-01T00:00:00Z`;
    await createIfMissing(
      db,
      sql`CREATE TABLE IF NOT EXISTS ${sql.identifier(eventPartition(month))}
            PARTITION OF ${deviceEvents} FOR VALUES FROM (${sql.raw(`'${from}'`)}) TO (${sql.raw(`'${to}'`)})`,
    );
    made.add(month);
  }
}

/** Makes the rollup partitions of these years where they are missing. */
export async function ensureRollupYears(db: Executor, years: Iterable<number>): Promise<void> {
  const made = seen(madeYears, db);
  for (const year of new Set(years)) {
    if (made.has(year)) continue;
    await createIfMissing(
      db,
      sql`CREATE TABLE IF NOT EXISTS ${sql.identifier(dayPartition(year))}
            PARTITION OF ${deviceActivityDays}
            FOR VALUES FROM (${sql.raw(`'${year}-01-01'`)}) TO (${sql.raw(`'${year + 1}-01-01'`)})`,
    );
    made.add(year);
  }
}

/** The partitions of a parent table, by name. */
async function partitionsOf(db: Executor, parent: string): Promise<string[]> {
  const found = await rows(
    db,
    sql`SELECT c.relname AS "name" FROM pg_inherits i
          JOIN pg_class c ON c.oid = i.inhrelid
          JOIN pg_class p ON p.oid = i.inhparent
         WHERE p.relname = ${parent} ORDER BY 1`,
    z.object({ name: z.string() }),
  );
  return found.map((f) => f.name);
}

/** The event partitions (months 'YYYY-MM') and rollup partitions (years) that exist. */
export async function activityPartitions(db: Executor) {
  const months = (await partitionsOf(db, EVENTS)).flatMap((name) => {
    const m = /_y(\d{4})m(\d{2})$/.exec(name);
    return m ? [`${m[1]}-${m[2]}`] : [];
  });
  const years = (await partitionsOf(db, DAYS)).flatMap((name) => {
    const m = /_y(\d{4})$/.exec(name);
    return m ? [Number(m[1])] : [];
  });
  return { months, years };
}

/**
 * Drops the event partitions wholly older than `eventsFrom` (every event in them is past the
 * retention) and the rollup partitions of years before `rollupsFromYear`. Answers what it dropped.
 */
export async function dropOldPartitions(
  db: Executor,
  eventsFrom: Date,
  rollupsFromYear: number,
): Promise<{ months: string[]; years: number[] }> {
  const { months, years } = await activityPartitions(db);
  const keptFrom = monthOf(eventsFrom);
  const oldMonths = months.filter((m) => m < keptFrom);
  const oldYears = years.filter((y) => y < rollupsFromYear);
  for (const month of oldMonths) {
    await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(eventPartition(month))}`);
    seen(madeMonths, db).delete(month);
  }
  for (const year of oldYears) {
    await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(dayPartition(year))}`);
    seen(madeYears, db).delete(year);
  }
  return { months: oldMonths, years: oldYears };
}

/** The months from `from` to `to` inclusive ('YYYY-MM'). */
export function monthsBetween(from: Date, to: Date): string[] {
  const out: string[] = [];
  for (let m = monthOf(from); m <= monthOf(to); m = nextMonth(m)) out.push(m);
  return out;
}
