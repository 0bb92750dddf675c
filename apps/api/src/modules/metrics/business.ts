import { OPEN_ORDER_STATUSES } from '@dd/contract';
import { inArray, sql } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { jobs, orders, outboxEvents } from '../../db/schema';
import { allMachineGroups, machineTotals } from '../machines';

const JOB_STATES = ['queued', 'retrying', 'running', 'dead'] as const;

/**
 * Gauges read from the database at scrape time (a handful of cheap statements). Every process
 * of a cluster reads the same rows, so aggregation takes the max instead of summing them.
 */
export function registerDatabaseGauges(registry: Registry, db: Db) {
  const failures = new Counter({
    name: 'dd_metrics_db_read_failures_total',
    help: 'Scrape-time database reads that failed (their gauges kept the last values).',
    registers: [registry],
  });
  // A database outage must not take the process metrics down with it: the scrape still answers.
  const orKeep = <T>(read: (this: T) => Promise<void>) =>
    async function (this: T) {
      try {
        await read.call(this);
      } catch {
        failures.inc();
      }
    };
  const common = { registers: [registry], aggregator: 'max' as const };

  new Gauge({
    ...common,
    name: 'dd_machines',
    help: 'Machines by status (the kept counts).',
    labelNames: ['status'],
    collect: orKeep(async function () {
      const totals = machineTotals(await allMachineGroups(db));
      this.set({ status: 'AVAILABLE' }, totals.available);
      this.set({ status: 'ASSIGNED' }, totals.assigned);
      this.set({ status: 'MAINTENANCE' }, totals.maintenance);
      this.set({ status: 'RETIRED' }, totals.retired);
    }),
  });

  new Gauge({
    ...common,
    name: 'dd_orders_open',
    help: 'Orders not yet delivered or cancelled, by status.',
    labelNames: ['status'],
    collect: orKeep(async function () {
      const counts = await rows(
        db,
        sql`SELECT ${orders.status} AS "status", count(*)::int AS "n" FROM ${orders}
             WHERE ${inArray(orders.status, OPEN_ORDER_STATUSES)}
             GROUP BY 1`,
        z.object({ status: z.string(), n: z.int() }),
      );
      for (const status of OPEN_ORDER_STATUSES) {
        this.set({ status }, counts.find((c) => c.status === status)?.n ?? 0);
      }
    }),
  });

  new Gauge({
    ...common,
    name: 'dd_jobs',
    help: 'Background jobs not done, by kind and state (retrying: queued after a failure; dead: gave up).',
    labelNames: ['kind', 'state'],
    collect: orKeep(async function () {
      const counts = await rows(
        db,
        sql`SELECT ${jobs.kind} AS "kind",
                   CASE WHEN ${jobs.status} = 'queued' AND ${jobs.attempts} > 0 THEN 'retrying'
                        ELSE ${jobs.status} END AS "state",
                   count(*)::int AS "n"
              FROM ${jobs} WHERE ${jobs.status} <> 'done' GROUP BY 1, 2`,
        z.object({ kind: z.string(), state: z.string(), n: z.int() }),
      );
      // A kind whose jobs all finished answers 0 rather than vanishing from the series.
      this.reset();
      const kinds = new Set(counts.map((c) => c.kind));
      for (const kind of kinds) {
        for (const state of JOB_STATES) this.set({ kind, state }, 0);
      }
      for (const c of counts) this.set({ kind: c.kind, state: c.state }, c.n);
    }),
  });

  new Gauge({
    ...common,
    name: 'dd_outbox_lag_seconds',
    help: 'Age of the oldest outbox event not yet dispatched (0 when none waits).',
    collect: orKeep(async function (this: Gauge) {
      const [oldest] = await rows(
        db,
        sql`SELECT extract(epoch FROM now() - ${outboxEvents.at})::float8 AS "age"
              FROM ${outboxEvents} WHERE ${outboxEvents.dispatchedAt} IS NULL
             ORDER BY ${outboxEvents.id} LIMIT 1`,
        z.object({ age: z.number().nullable() }),
      );
      this.set(Math.max(0, oldest?.age ?? 0));
    }),
  });
}
