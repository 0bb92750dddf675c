import type { Db } from '../../db/client';
import type { BackgroundRegistry } from '../../platform/background';
import { keepActivityPartitions } from './partitions';
import { markDormant, sweepOffline } from './sweep';

/** The offline sweep's period: a device is offline at most a minute after its window ends. */
const SWEEP_EVERY_MS = 60_000;
/** The dormant rule counts India days; hourly keeps the tile within the hour of a change. */
const DORMANT_EVERY_MS = 3_600_000;
const PARTITIONS_EVERY_MS = 86_400_000;

/**
 * Device activity's periodic jobs, each run at start and then on its period (any process may run
 * them: each write is conditional, so two at once do the work once).
 */
export function registerActivity(
  background: BackgroundRegistry,
  { db, retentionDays }: { db: Db; retentionDays: number },
) {
  background.every({
    name: 'activity partitions',
    everyMs: PARTITIONS_EVERY_MS,
    run: (now) => keepActivityPartitions(db, now, retentionDays),
  });
  background.every({
    name: 'offline sweep',
    everyMs: SWEEP_EVERY_MS,
    run: (now) => sweepOffline(db, now),
  });
  background.every({
    name: 'dormant devices',
    everyMs: DORMANT_EVERY_MS,
    run: (now) => markDormant(db, now),
  });
}
