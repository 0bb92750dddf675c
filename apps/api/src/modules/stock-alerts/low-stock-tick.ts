import type { BackgroundDeps } from '../notifications';
import { checkStockThresholds } from './check';

/** How often a process compares stock with the thresholds (saving thresholds checks at once). */
export const LOW_STOCK_EVERY_MS = 30_000;

/**
 * The background tick of low-stock alerts: at most every 30 s per process (the last run is kept
 * in memory), one transaction that flips the thresholds and writes their `stock.low` events.
 */
export function lowStockTick(deps: Pick<BackgroundDeps, 'db'>) {
  let last: number | undefined;
  return async (now: Date): Promise<void> => {
    const at = now.getTime();
    if (last !== undefined && at >= last && at - last < LOW_STOCK_EVERY_MS) return;
    last = at;
    await deps.db.transaction((tx) => checkStockThresholds(tx));
  };
}
