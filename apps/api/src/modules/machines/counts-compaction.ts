import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { compactMachineCounts } from './counts';

/** Often enough that a read sums a few hundred delta rows at most under steady booking. */
export const COMPACTION_INTERVAL_MS = 60_000;

/**
 * Folds the machine count deltas every `intervalMs` (a minute by default) while the server runs
 * (each API process does; concurrent compactions skip each other); 0 runs none. Stops, and waits
 * for a running compaction, on close.
 */
export function scheduleCountCompaction(
  app: FastifyInstance,
  db: Db,
  intervalMs = COMPACTION_INTERVAL_MS,
) {
  if (intervalMs <= 0) return;
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
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
