import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { machineCountDeltas, machines } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createMachines } from '../../../test/factories/machines';
import { writeMachines } from '../../../test/factories/custody';
import { COMPACTION_INTERVAL_MS } from './counts-compaction';
import { readRows } from '../../../test/read-rows';

/**
 * The timer that folds the count deltas rewrites rows while the server runs. Tests that compare
 * every row before and after a refused call (the access matrix) must not see it fire between
 * their two snapshots, so the test app runs none; the production default still does.
 */
let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

/** Every delta row, as the access matrix's fingerprint sees them (ids included). */
const deltaRows = async (app: TestApp) =>
  JSON.stringify(
    await readRows(app.database.db, sql`select * from ${machineCountDeltas} order by id`),
  );

/** Several delta rows per group: what a compaction folds. */
async function crowdTheCounts(app: TestApp) {
  const ms = await createMachines(app.database, 3);
  for (const status of ['MAINTENANCE', 'AVAILABLE'] as const) {
    for (const m of ms) {
      await writeMachines(app.database, eq(machines.id, m.id), { status });
    }
  }
}

async function appWithFakeInterval(countCompactionMs?: number) {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  // The test app runs no timers unless it polls: given an interval, it polls as a server does.
  t = await buildTestApp(
    countCompactionMs === undefined ? {} : { countCompactionMs, backgroundPollMs: 1_000 },
  );
  await crowdTheCounts(t);
  return t;
}

/** Each test builds its own app (the timer starts with it): generous under a loaded machine. */
const SLOW = 120_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the count compaction timer', () => {
  it(
    'folds the deltas once a minute at the production default',
    async () => {
      const app = await appWithFakeInterval(COMPACTION_INTERVAL_MS);
      const before = await deltaRows(app);
      vi.advanceTimersByTime(COMPACTION_INTERVAL_MS);
      let after = before;
      for (let i = 0; i < 400 && after === before; i++) {
        await settle();
        after = await deltaRows(app);
      }
      expect(after).not.toBe(before);
    },
    SLOW,
  );

  it(
    'never runs in the test app, so a snapshot before and after a call stays comparable',
    async () => {
      const app = await appWithFakeInterval();
      const before = await deltaRows(app);
      vi.advanceTimersByTime(10 * COMPACTION_INTERVAL_MS);
      await settle();
      await settle();
      expect(await deltaRows(app)).toBe(before);
    },
    SLOW,
  );
});
