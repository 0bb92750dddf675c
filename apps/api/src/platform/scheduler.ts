/** What the periodic jobs may write to the log. */
export type JobLog = {
  debug(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
};

/** Work that comes back: a prune, a compaction, a check of what is due. */
export type PeriodicJob = {
  /** Names it in the logs ("<name> failed"). */
  name: string;
  /** How often it runs; left out, as often as the background looks for work (its poll). */
  everyMs?: number;
  run(now: Date, log: JobLog): Promise<unknown>;
  /** Once more as the app stops, after the run in progress (the rate limit's last flush). */
  atStop?(): Promise<unknown>;
};

export type Scheduler = {
  every(job: PeriodicJob): void;
  /** Starts the timers (a job added later starts at once). */
  start(): void;
  /**
   * Runs, one after the other, every job whose time has come on the clock: `everyMs` passed
   * since its last run (or since it was added). What a test calls after moving a fake clock.
   */
  runDue(): Promise<void>;
  /** Stops the timers, waits for the runs in progress, then gives each job its last word. */
  stop(): Promise<void>;
};

export type SchedulerOptions = {
  /** The clock the jobs are handed (tests fake it). */
  now: () => Date;
  /** The background's poll: the period of a job that gives none; 0 = no timers at all (tests). */
  pollMs: number;
  log: JobLog;
};

type Entry = {
  job: PeriodicJob;
  everyMs: number;
  /** When it last started, on the clock. */
  lastAt: number;
  running?: Promise<void>;
  timer?: NodeJS.Timeout;
};

/**
 * THE timer of the process: every periodic job runs on it, each on its own interval, never two
 * runs of one job at once. A run that fails is logged and the next one tries again. With
 * `pollMs` 0 nothing runs on its own: tests move the clock and call runDue().
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const entries: Entry[] = [];
  let started = false;
  let stopped = false;

  /** Runs the job now, unless a run of it is in progress: then answers that one. */
  function runOnce(entry: Entry): Promise<void> {
    if (!entry.running) {
      const now = options.now();
      entry.lastAt = now.getTime();
      entry.running = (async () => {
        await entry.job.run(now, options.log);
      })().finally(() => (entry.running = undefined));
    }
    return entry.running;
  }

  function startTimer(entry: Entry) {
    if (options.pollMs <= 0 || entry.everyMs <= 0) return;
    entry.timer = setInterval(() => {
      runOnce(entry).catch((err: unknown) => options.log.warn({ err }, `${entry.job.name} failed`));
    }, entry.everyMs);
    entry.timer.unref();
  }

  return {
    every(job) {
      const entry: Entry = {
        job,
        everyMs: job.everyMs ?? options.pollMs,
        lastAt: options.now().getTime(),
      };
      entries.push(entry);
      if (started && !stopped) startTimer(entry);
    },

    start() {
      if (started || stopped) return;
      started = true;
      entries.forEach(startTimer);
    },

    async runDue() {
      for (const entry of entries) {
        const now = options.now().getTime();
        // A clock set back (a test) counts as due, like one that moved on far enough.
        if (now < entry.lastAt || now - entry.lastAt >= entry.everyMs) await runOnce(entry);
      }
    },

    async stop() {
      stopped = true;
      for (const entry of entries) clearInterval(entry.timer);
      await Promise.all(entries.map((entry) => entry.running?.catch(() => {})));
      for (const { job } of entries) {
        await job
          .atStop?.()
          .catch((err: unknown) => options.log.warn({ err }, `${job.name} failed`));
      }
    },
  };
}
