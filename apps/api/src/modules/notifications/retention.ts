import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { runPeriodically } from '../../lib/periodic';

/**
 * How long what the background work leaves behind is kept (docs/decisions/0119-retention.md).
 * The history (audit log) and the security log are not pruned.
 */
const RETENTION = {
  /** Jobs that ran to the end (emails sent, webhooks delivered, reports run). */
  doneJobs: '14 days',
  /** Jobs that gave up: kept longer, they are what someone looks into. */
  deadJobs: '90 days',
  /** Outbox events, once dispatched and no job still reads them. */
  outboxEvents: '30 days',
  /** Webhook deliveries that ended (succeeded or failed), with their attempts. */
  webhookDeliveries: '30 days',
  /** In-app notifications once read; unread ones after a year. */
  readNotifications: '90 days',
  unreadNotifications: '365 days',
} as const;

/** Rows deleted per statement: each is a short transaction that holds few locks. */
const BATCH = 5_000;
/** At most this many batches per table and run; the next run takes the rest. */
const MAX_BATCHES = 100;

const before = (age: string) => sql`now() - ${age}::interval`;

/** What each table keeps no longer: the condition on its rows (`t`). */
const EXPIRED: Record<string, { table: SQL; expired: SQL }> = {
  jobs: {
    table: sql`jobs`,
    expired: sql`(t.status = 'done' AND t.finished_at < ${before(RETENTION.doneJobs)})
              OR (t.status = 'dead' AND t.finished_at < ${before(RETENTION.deadJobs)})`,
  },
  // An email job reads its event when it runs: an event stays while such a job may still run.
  outboxEvents: {
    table: sql`outbox_events`,
    expired: sql`t.dispatched_at < ${before(RETENTION.outboxEvents)}
              AND NOT EXISTS (SELECT 1 FROM jobs j
                               WHERE j.status IN ('queued', 'running')
                                 AND j.payload->>'eventId' = t.event_id::text)`,
  },
  webhookDeliveries: {
    table: sql`webhook_deliveries`,
    expired: sql`t.status IN ('succeeded', 'failed')
              AND t.created_at < ${before(RETENTION.webhookDeliveries)}`,
  },
  notifications: {
    table: sql`notifications`,
    expired: sql`(t.read_at IS NOT NULL AND t.at < ${before(RETENTION.readNotifications)})
              OR t.at < ${before(RETENTION.unreadNotifications)}`,
  },
};

/** Deletes what is past its time, in batches; answers how many rows of each table went. */
export async function pruneBackgroundRows(db: Db): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const [name, { table, expired }] of Object.entries(EXPIRED)) {
    deleted[name] = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const [{ n }] = (await rows<{ n: number }>(
        db,
        sql`WITH gone AS (
              DELETE FROM ${table} WHERE id IN (SELECT t.id FROM ${table} t WHERE ${expired} LIMIT ${BATCH})
              RETURNING 1)
            SELECT count(*)::int AS n FROM gone`,
      )) as [{ n: number }];
      deleted[name] += n;
      if (n < BATCH) break;
    }
  }
  return deleted;
}

/** Prunes every hour (any process may: a row deleted twice is deleted once). */
export function scheduleRetention(app: FastifyInstance, db: Db, intervalMs = 3_600_000) {
  runPeriodically(
    app,
    'retention prune',
    async () => {
      const deleted = await pruneBackgroundRows(db);
      if (Object.values(deleted).some((n) => n > 0)) app.log.info({ deleted }, 'rows pruned');
    },
    intervalMs,
  );
}
