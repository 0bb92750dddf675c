import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { integer } from '../db/row-types';
import { rows } from '../db/rows';
import { jobs as jobsTable } from '../db/schema';

export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  /** Enqueueing the same key twice is a no-op (the first stays). */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
};

export type Job = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
};

/** How the jobs of one kind are run (registered with the background by their module). */
export type JobHandler = {
  run(job: Job): Promise<void>;
  /** When to try again after try number `attempt` failed; null = give up. Default: 30 s doubling to 1 h. */
  retryAt?(attempt: number, now: Date): Date | null;
  /** How long one try may take before another process may take it over. Default 5 min. */
  leaseMs?: number;
};

/** Adds jobs; inside the caller's transaction when given one, so they exist with the change. */
export async function enqueue(db: Executor, jobs: NewJob | NewJob[]): Promise<void> {
  const list = Array.isArray(jobs) ? jobs : [jobs];
  for (const job of list) {
    await db.execute(sql`
      INSERT INTO ${jobsTable} (kind, payload, dedupe_key, run_at, max_attempts)
      VALUES (${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.dedupeKey ?? null},
              coalesce(${job.runAt?.toISOString() ?? null}::timestamptz, now()), ${job.maxAttempts ?? 10})
      ON CONFLICT (dedupe_key) DO NOTHING`);
  }
}

/**
 * Takes up to `limit` due jobs of the given kinds for `leaseMs`: queued ones whose time has come,
 * and running ones whose lease ran out (their process died). SKIP LOCKED lets any number of
 * processes claim at once without taking the same job.
 */
export async function claimJobs(
  db: Executor,
  kinds: readonly string[],
  options: { limit: number; leaseMs: number; now: Date },
): Promise<Job[]> {
  if (kinds.length === 0) return [];
  const now = options.now.toISOString();
  return rows(
    db,
    sql`
      UPDATE ${jobsTable} SET status = 'running', attempts = attempts + 1,
             locked_until = ${now}::timestamptz + ${options.leaseMs} * interval '1 millisecond'
       WHERE id IN (
         SELECT id FROM ${jobsTable}
          WHERE kind IN (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
            AND ((status = 'queued' AND run_at <= ${now}::timestamptz)
              OR (status = 'running' AND locked_until < ${now}::timestamptz))
          ORDER BY run_at, id
          LIMIT ${options.limit}
          FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts, max_attempts`,
    claimedJob,
  );
}

const claimedJob = z
  .object({
    id: integer,
    kind: z.string(),
    payload: z.record(z.string(), z.unknown()),
    attempts: integer,
    max_attempts: integer,
  })
  .transform(({ max_attempts, ...job }): Job => ({ ...job, maxAttempts: max_attempts }));

export async function completeJob(db: Executor, id: number): Promise<void> {
  await db.execute(
    sql`UPDATE ${jobsTable} SET status = 'done', finished_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${id}`,
  );
}

/** A failed try: again at `retryAt`, or dead (kept, with its error) when there is none. */
export async function failJob(
  db: Executor,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db.execute(sql`
    UPDATE ${jobsTable} SET status = ${retryAt ? 'queued' : 'dead'}, locked_until = NULL,
           last_error = ${error.slice(0, 1000)},
           run_at = coalesce(${retryAt?.toISOString() ?? null}::timestamptz, run_at),
           finished_at = CASE WHEN ${retryAt === null} THEN now() ELSE NULL END
     WHERE id = ${id}`);
}

/** Exponential backoff: base, 2x base, 4x base ... capped at `capMs`. */
export function backoffMs(attempt: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
