import type { Db } from '../../db/client';
import type { BackgroundRegistry } from '../../platform/background';
import { checkStockThresholds } from './check';
import { idleDevicesJob } from './idle-devices';

/** How often a process compares stock with the thresholds (saving thresholds checks at once). */
const LOW_STOCK_EVERY_MS = 30_000;

/** The alerts' periodic jobs: the low-stock check every 30 s, the idle devices once a day. */
export function registerStockAlerts(background: BackgroundRegistry, db: Db) {
  background.every({
    name: 'low-stock check',
    everyMs: LOW_STOCK_EVERY_MS,
    run: () => db.transaction((tx) => checkStockThresholds(tx)),
  });
  background.every(idleDevicesJob(db));
}
