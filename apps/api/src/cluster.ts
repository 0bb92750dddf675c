import cluster, { type Worker } from 'node:cluster';
import { closeUntakenConnectionsOnExit } from './cluster-handoff';
import type { Config } from './config';
import { serveClusterMetrics } from './modules/metrics';
import { openConfiguredDatabase, printBanner, seedDemoIfAsked } from './startup';

/** How long a worker must live to count as started well (a shorter life grows the backoff). */
const HEALTHY_AFTER_MS = 10_000;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;
/** The cap on a graceful stop, as in a single process. */
const SHUTDOWN_CAP_MS = 30_000;

/**
 * The primary of `config.workers` API processes (node:cluster). It opens no port: it migrates
 * and seeds once, forks the workers (which share the port), re-forks one that dies, and on
 * SIGTERM/SIGINT stops them all gracefully.
 */
export async function runPrimary(config: Config): Promise<void> {
  const database = await openConfiguredDatabase(config, 'ddc-api-primary');
  try {
    const seeded = await seedDemoIfAsked(config, database);
    if (seeded) console.log(seeded);
  } finally {
    await database.close();
  }

  // A scraped worker's /api/metrics asks the primary, which gathers every worker's metrics.
  serveClusterMetrics();

  let stopping = false;
  let bannerShown = false;
  const listening = new Set<number>();
  /** Workers that listened: one still starting when asked to stop has nothing to finish. */
  const serving = new WeakSet<Worker>();
  /** Consecutive short lives per worker slot, for the backoff. */
  const quickDeaths = new Map<number, number>();

  const fork = (slot: number) => {
    const startedAt = Date.now();
    const worker = cluster.fork();
    closeUntakenConnectionsOnExit(worker);
    console.log(`worker ${worker.id} (pid ${worker.process.pid}) starting`);
    worker.on('listening', () => {
      serving.add(worker);
      if (bannerShown) console.log(`worker ${worker.id} (pid ${worker.process.pid}) listening`);
      listening.add(slot);
      if (!bannerShown && listening.size === config.workers) {
        bannerShown = true;
        printBanner(config);
      }
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const deaths = Date.now() - startedAt < HEALTHY_AFTER_MS ? (quickDeaths.get(slot) ?? 0) : 0;
      quickDeaths.set(slot, deaths + 1);
      const delay = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** deaths);
      console.error(
        `worker ${worker.id} (pid ${worker.process.pid}) died (${signal ?? `exit code ${code}`}); starting another in ${delay} ms`,
      );
      setTimeout(() => {
        if (!stopping) fork(slot);
      }, delay);
    });
  };
  for (let slot = 1; slot <= config.workers; slot++) fork(slot);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${config.workers} workers (finishing in-flight requests)`);
    const force = setTimeout(() => {
      console.error('shutdown took longer than 30 s: exiting anyway');
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_CAP_MS + config.shutdownDelayMs);
    force.unref();
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    void Promise.all(running.map((w) => stopWorker(w, serving.has(w)))).then((codes) => {
      process.exit(codes.every((c) => c === 0) ? 0 : 1);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * Asks one worker to drain and exit (its own SIGTERM handler); answers its exit code. One that
 * never listened may die of the signal before its handler exists: that is a clean stop too.
 */
function stopWorker(worker: Worker, listened: boolean): Promise<number | null> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve(worker.process.exitCode === 0 ? 0 : 1);
    worker.once('exit', (code, signal) => {
      const clean = code === 0 || (!listened && signal === 'SIGTERM');
      if (!clean)
        console.error(`worker ${worker.id} stopped with ${signal ?? `exit code ${code}`}`);
      resolve(clean ? 0 : 1);
    });
    worker.process.kill('SIGTERM');
  });
}
