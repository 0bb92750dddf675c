import type { Db } from '../db/client';
import type { Channel } from './outbox';
import type { JobHandler } from './queue';
import { PLATFORM_RETENTION, pruneExpired, type RetentionRule } from './retention';
import { createScheduler, type JobLog, type PeriodicJob } from './scheduler';
import { createWorker, type Worker } from './worker';

/** What a module hands the background (from its index.ts; app.ts wires them). */
export type BackgroundRegistry = {
  /** A channel: what each outbox event becomes, in the dispatcher's transaction. */
  onEvent(channel: Channel): void;
  /** How the jobs of `kind` are run. */
  handle(kind: string, handler: JobHandler): void;
  /** A periodic job, on the process's one scheduler. */
  every(job: PeriodicJob): void;
  /** When the rows of one of the module's tables are past their time (pruned every hour). */
  retain(name: string, rule: RetentionRule): void;
};

export type Background = BackgroundRegistry & {
  /** Starts the worker and the timers, once every module has registered. */
  start(): void;
  /**
   * Does what is due now: the periodic jobs due on the clock, then the outbox and the jobs until
   * none is left (tests, after moving their fake clock).
   */
  drain(): Promise<void>;
  /** Look for work soon (an event was just written in this process). */
  kick(): void;
  stop(): Promise<void>;
};

export type BackgroundOptions = {
  db: Db;
  /** The clock (tests fake it for schedules and retries). */
  now: () => Date;
  /** How often the worker looks for work; 0 = no timers at all, only drain() (tests). */
  pollMs: number;
  log: JobLog & { error(obj: unknown, msg: string): void };
};

/** Retention runs every hour. */
const RETENTION_EVERY_MS = 3_600_000;

/**
 * The process's background work: the worker (outbox and jobs) and the scheduler (periodic
 * jobs), with what the modules registered. Knows no module: they come to it.
 */
export function createBackground(options: BackgroundOptions): Background {
  const channels: Channel[] = [];
  const handlers: Record<string, JobHandler> = {};
  const retention: Record<string, RetentionRule> = { ...PLATFORM_RETENTION };
  const scheduler = createScheduler(options);
  let worker: Worker | undefined;

  // Any process may prune: a row deleted twice is deleted once.
  scheduler.every({
    name: 'retention prune',
    everyMs: RETENTION_EVERY_MS,
    async run(_now, log) {
      const deleted = await pruneExpired(options.db, retention);
      if (Object.values(deleted).some((n) => n > 0)) log.info({ deleted }, 'rows pruned');
    },
  });

  return {
    onEvent: (channel) => void channels.push(channel),
    handle: (kind, handler) => void (handlers[kind] = handler),
    every: (job) => scheduler.every(job),
    retain: (name, rule) => void (retention[name] = rule),

    start() {
      worker ??= createWorker({ ...options, channels, handlers });
      scheduler.start();
    },
    async drain() {
      await scheduler.runDue();
      await worker?.drain();
    },
    kick: () => worker?.kick(),
    async stop() {
      await Promise.all([scheduler.stop(), worker?.stop()]);
    },
  };
}
