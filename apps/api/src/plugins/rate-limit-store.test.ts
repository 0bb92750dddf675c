import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { rows } from '../db/rows';
import { openTestDatabase } from '../../test/db';
import { SharedWindowCounter } from './rate-limit-store';

const MINUTE = 60_000;
const silent = { warn: () => {} } as never;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  vi.useRealTimers();
  await database?.close();
});

const stored = () =>
  rows<{ key: string; hits: number }>(
    database.db,
    sql`SELECT key, hits FROM rate_limit_counters ORDER BY window_start, key`,
  );

const hits = (counter: SharedWindowCounter, key: string, n: number) => {
  let last = { current: 0, ttl: 0 };
  for (let i = 0; i < n; i++) last = counter.hit(key);
  return last;
};

describe('SharedWindowCounter (two API processes on one database)', () => {
  it('counts locally between flushes and adds up both processes at each flush', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:05Z'));
    const a = new SharedWindowCounter(database.db, MINUTE, silent);
    const b = new SharedWindowCounter(database.db, MINUTE, silent);

    expect(hits(a, 'ip-1', 30)).toEqual({ current: 30, ttl: 55_000 });
    await a.flush();
    // b has not seen the key yet: it counts alone until its flush (the documented slack).
    expect(b.hit('ip-1').current).toBe(1);
    await b.flush();
    expect(b.hit('ip-1').current).toBe(32);
    expect(a.hit('ip-1').current).toBe(31); // a's view is one flush old...
    await a.flush();
    expect(a.hit('ip-1').current).toBe(33); // ...and current again after it (b's 32nd not sent yet)
    expect(await stored()).toEqual([{ key: 'ip-1', hits: 32 }]);
  });

  it('starts a new count each minute, sends what the old minute still had, and prunes old minutes', async () => {
    const a = new SharedWindowCounter(database.db, MINUTE, silent);
    vi.setSystemTime(new Date('2026-11-23T10:01:59Z'));
    hits(a, 'ip-2', 3);
    vi.setSystemTime(new Date('2026-11-23T10:02:00Z'));
    expect(a.hit('ip-2')).toEqual({ current: 1, ttl: 60_000 });
    await a.flush();
    expect(await stored()).toEqual([
      { key: 'ip-1', hits: 32 },
      { key: 'ip-2', hits: 3 },
      { key: 'ip-2', hits: 1 },
    ]);
    await a.prune(); // 10:00 ended before the previous minute (10:01): deleted
    expect(await stored()).toEqual([
      { key: 'ip-2', hits: 3 },
      { key: 'ip-2', hits: 1 },
    ]);
  });

  it('keeps counting, and keeps the counts for the next flush, while the database is unreachable', async () => {
    vi.setSystemTime(new Date('2026-11-23T10:02:10Z'));
    const failing = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Database['db'];
    const down = new SharedWindowCounter(failing, MINUTE, silent);
    hits(down, 'ip-3', 4);
    await down.flush();
    expect(down.hit('ip-3').current).toBe(5);
    // Same process, database back: the five are sent together.
    Object.assign(down, { db: database.db });
    await down.flush();
    expect((await stored()).filter((r) => r.key === 'ip-3')).toEqual([{ key: 'ip-3', hits: 5 }]);
  });
});
