import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { integer } from '../db/row-types';
import { rows } from '../db/rows';
import { openTestDatabase } from '../../test/db';
import { SharedWindowCounter } from './rate-limit-store';
import { rateLimitCounters } from '../db/schema';

const MINUTE = 60_000;
const LIMIT = 1200;
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
  rows(
    database.db,
    sql`SELECT key, hits FROM ${rateLimitCounters} ORDER BY window_start, key`,
    z.object({ key: z.string(), hits: integer }),
  );

/** `n` requests of `key` sent at once, spread over the processes: how many were let through. */
async function burst(processes: SharedWindowCounter[], key: string, n: number) {
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) => processes[i % processes.length]!.hit(key)),
  );
  return answers.filter((a) => a.current <= LIMIT).length;
}

describe('SharedWindowCounter (two API processes on one database)', () => {
  it('lets through at most the limit in a burst over both processes, and nearly all of it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:05Z'));
    const a = new SharedWindowCounter(database.db, MINUTE, LIMIT, silent);
    const b = new SharedWindowCounter(database.db, MINUTE, LIMIT, silent);
    // 2,600 requests 50 at a time, alternating processes (the attack run's burst).
    let allowed = 0;
    for (let sent = 0; sent < 2600; sent += 50) allowed += await burst([a, b], 'ip-1', 50);
    expect(allowed).toBeLessThanOrEqual(LIMIT);
    // What the two hold unused when the budget runs out is refused early: a few at most.
    expect(allowed).toBeGreaterThanOrEqual(LIMIT - 2 * 8);
    expect((await a.hit('ip-1')).current).toBeGreaterThan(LIMIT);
    expect((await b.hit('ip-1')).current).toBeGreaterThan(LIMIT);
    // Another key has its own budget.
    expect(await a.hit('ip-2')).toEqual({ current: 1, ttl: 55_000 });
  });

  it('asks the database once a lease, not once a request', async () => {
    vi.setSystemTime(new Date('2026-11-23T10:00:06Z'));
    const a = new SharedWindowCounter(database.db, MINUTE, LIMIT, silent);
    const spy = vi.spyOn(database.db, 'execute');
    for (let i = 0; i < a.leaseSize * 3; i++) await a.hit('ip-3');
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockRestore();
    expect((await stored()).find((r) => r.key === 'ip-3')).toEqual({
      key: 'ip-3',
      hits: a.leaseSize * 3,
    });
  });

  it('starts a new budget each minute and prunes old minutes', async () => {
    const a = new SharedWindowCounter(database.db, MINUTE, LIMIT, silent);
    vi.setSystemTime(new Date('2026-11-23T10:01:59Z'));
    await a.hit('ip-4');
    vi.setSystemTime(new Date('2026-11-23T10:02:00Z'));
    expect(await a.hit('ip-4')).toEqual({ current: 1, ttl: 60_000 });
    await a.prune(); // 10:00 ended before the previous minute (10:01): deleted
    expect((await stored()).map((r) => r.key)).toEqual(['ip-4', 'ip-4']);
  });

  it('counts alone, up to the whole limit, while the database is unreachable', async () => {
    vi.setSystemTime(new Date('2026-11-23T10:02:10Z'));
    const failing = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Database['db'];
    const down = new SharedWindowCounter(failing, MINUTE, 100, silent);
    const answers = [];
    for (let i = 0; i < 101; i++) answers.push((await down.hit('ip-5')).current);
    expect(answers.slice(0, 100)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(answers[100]).toBeGreaterThan(100);
  });
});
