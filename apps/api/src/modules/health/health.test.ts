import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/db';
import { TEST_SECRET } from '../../../test/app';
import { HEALTHY_FOR_MS } from './vouched';

let real: Database;
let pings = 0;
let down = false;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  real = await openTestDatabase();
  // The real database, with a ping that can be counted and made to fail.
  const database: Database = {
    ...real,
    ping: async () => {
      pings++;
      if (down) throw new Error('connection refused');
      await real.ping();
    },
  };
  app = await buildApp({
    config: {
      logLevel: 'silent',
      rateLimitPerMinute: 0,
      sessionHours: 12,
      webDist: undefined,
      seedDemo: false,
    },
    database,
    jwtSecret: TEST_SECRET,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await real?.close();
});

const health = () => app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health (readiness)', () => {
  it('answers 503 while the database is unreachable and 200 as soon as it is back', async () => {
    down = true;
    const refused = await health();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: 'Database unreachable', code: 'db_unavailable' });
    expect((await health()).statusCode).toBe(503); // a failure is not remembered: pinged again

    down = false;
    const ok = await health();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('shares one ping among concurrent checks and lets a good ping vouch for a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.advanceTimersByTime(HEALTHY_FOR_MS + 1);
      pings = 0;
      const answers = await Promise.all(Array.from({ length: 20 }, health));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect(pings).toBe(1);

      vi.advanceTimersByTime(HEALTHY_FOR_MS - 10);
      expect((await health()).statusCode).toBe(200);
      expect(pings).toBe(1);

      vi.advanceTimersByTime(20);
      down = true;
      expect((await health()).statusCode).toBe(503);
      expect(pings).toBe(2);
    } finally {
      down = false;
      vi.useRealTimers();
    }
  });
});
