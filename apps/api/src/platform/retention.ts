import { sql, type SQL, type Table } from 'drizzle-orm';
import { z } from 'zod';
import { integer } from '../db/row-types';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { jobs, outboxEvents } from '../db/schema';

/**
 * What a table keeps no longer: the condition on its rows (`t`). The history (audit log) and the
 * security log have none: they are never pruned (docs/decisions/0119-retention.md).
 */
export type RetentionRule = { table: Table; expired: SQL };

/** Rows deleted per statement: each is a short transaction that holds few locks. */
const BATCH = 5_000;
/** At most this many batches per table and run; the next run takes the rest. */
const MAX_BATCHES = 100;

/** The moment `age` ('14 days') ago, on the database's clock. */
export const olderThan = (age: string) => sql`now() - ${age}::interval`;

/** The platform's own rows: jobs that ended, and outbox events once dispatched. */
export const PLATFORM_RETENTION: Record<string, RetentionRule> = {
  // Done: 14 days. Dead (gave up): 90 days, they are what someone looks into.
  jobs: {
    table: jobs,
    expired: sql`(t.status = 'done' AND t.finished_at < ${olderThan('14 days')})
              OR (t.status = 'dead' AND t.finished_at < ${olderThan('90 days')})`,
  },
  // 30 days after dispatch; a job that reads its event when it runs (an email) keeps it meanwhile.
  outboxEvents: {
    table: outboxEvents,
    expired: sql`t.dispatched_at < ${olderThan('30 days')}
              AND NOT EXISTS (SELECT 1 FROM ${jobs} j
                               WHERE j.status IN ('queued', 'running')
                                 AND j.payload->>'eventId' = t.event_id::text)`,
  },
};

/** Deletes what is past its time, in batches; answers how many rows of each table went. */
export async function pruneExpired(
  db: Db,
  rules: Record<string, RetentionRule>,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const [name, { table, expired }] of Object.entries(rules)) {
    deleted[name] = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const [gone] = await rows(
        db,
        sql`WITH gone AS (
              DELETE FROM ${table} WHERE id IN (SELECT t.id FROM ${table} t WHERE ${expired} LIMIT ${BATCH})
              RETURNING 1)
            SELECT count(*)::int AS n FROM gone`,
        z.object({ n: integer }),
      );
      deleted[name] += gone!.n;
      if (gone!.n < BATCH) break;
    }
  }
  return deleted;
}
