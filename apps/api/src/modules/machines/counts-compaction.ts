import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { compactMachineCounts } from './counts';

/** Often enough that a read sums a few hundred delta rows at most under steady booking. */
export const COMPACTION_INTERVAL_MS = 60_000;

/**
 * Folds the machine count deltas every minute while the server runs (each API process does;
 * concurrent compactions skip each other). Stops, and waits for a running compaction, on close.
 */
export function scheduleCountCompaction(app: FastifyInstance, db: Db) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = compactMachineCounts(db)
      .then((folded) => {
        if (folded > 0) app.log.debug({ folded }, 'machine counts compacted');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'machine counts compaction failed'))
      .finally(() => {
        running = undefined;
      });
  }, COMPACTION_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
