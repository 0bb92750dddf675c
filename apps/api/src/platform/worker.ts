import type { Db } from '../db/client';
import { dispatchOutbox, type Channel } from './outbox';
import { claimJobs, completeJob, failJob, type JobHandler } from './queue';
import { systemClock } from './clock';

export type WorkerOptions = {
  db: Db;
  channels: readonly Channel[];
  handlers: Readonly<Record<string, JobHandler>>;
  /** The clock (tests fake it). */
  now?: () => Date;
  /** How often to look for work; 0 = never on its own (tests call drain()). */
  pollMs: number;
  log?: { error(obj: unknown, msg: string): void };
};

export type Worker = {
  /** Works until nothing is due: the outbox is empty and no job is due (tests, shutdown). */
  drain(): Promise<void>;
  /** Look for work soon (an event was just written in this process). */
  kick(): void;
  stop(): Promise<void>;
};

const DEFAULT_RETRY = (attempt: number, now: Date) =>
  new Date(now.getTime() + Math.min(3_600_000, 30_000 * 2 ** (attempt - 1)));

/**
 * The background worker of one process: dispatches the outbox to the channels and runs the due
 * jobs. Any number of processes may run one: the outbox and the jobs are claimed with FOR UPDATE
 * SKIP LOCKED, so no row is taken twice, and a process that dies mid-job loses its lease and
 * another (or it, restarted) runs the job again.
 */
export function createWorker(options: WorkerOptions): Worker {
  const now = options.now ?? systemClock;
  const kinds = Object.keys(options.handlers);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | undefined;
  let stopped = false;

  async function runJobsOnce(): Promise<boolean> {
    const jobs = await claimJobs(options.db, kinds, { limit: 20, leaseMs: 300_000, now: now() });
    for (const job of jobs) {
      const handler = options.handlers[job.kind]!;
      try {
        await handler.run(job);
        await completeJob(options.db, job.id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const retryAt =
          job.attempts >= job.maxAttempts
            ? null
            : (handler.retryAt ?? DEFAULT_RETRY)(job.attempts, now());
        await failJob(options.db, job.id, message, retryAt);
      }
    }
    return jobs.length > 0;
  }

  async function workOnce(): Promise<boolean> {
    const dispatched = await dispatchOutbox(options.db, options.channels);
    const ran = await runJobsOnce();
    return dispatched || ran;
  }

  /** One pass at a time per process; a second caller waits for the running one. */
  function pass(): Promise<boolean> {
    running ??= workOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  async function loop() {
    if (stopped) return;
    try {
      while (!stopped && (await pass()));
    } catch (err) {
      options.log?.error({ err }, 'background worker pass failed; trying again');
    }
    if (!stopped && options.pollMs > 0) timer = setTimeout(() => void loop(), options.pollMs);
  }

  if (options.pollMs > 0) timer = setTimeout(() => void loop(), options.pollMs);

  return {
    async drain() {
      if (running) await running;
      for (let i = 0; i < 1000 && (await pass()); i++);
    },
    kick() {
      if (stopped || options.pollMs <= 0) return;
      clearTimeout(timer);
      timer = setTimeout(() => void loop(), 10);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running.catch(() => {});
    },
  };
}
