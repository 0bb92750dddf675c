import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, openTestDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { jobs, outboxEvents } from '../db/schema';
import { emit } from './outbox';
import { enqueue, type JobHandler } from './queue';
import { createWorker } from './worker';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const jobRow = async (key: string) =>
  (
    await database.db
      .select({ status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
      .from(jobs)
      .where(eq(jobs.dedupeKey, key))
  )[0];

describe('background worker', () => {
  it('hands each outbox event to every channel once and stamps it dispatched', async () => {
    const seen: string[] = [];
    const worker = createWorker({
      db: database.db,
      pollMs: 0,
      handlers: {},
      channels: [
        async (_tx, e) => void seen.push(`a:${e.type}`),
        async (_tx, e) => void seen.push(`b:${e.type}`),
      ],
    });
    await database.db.transaction(async (tx) => {
      await emit(tx, {
        type: 'order.created',
        distributorId: 1,
        entityType: 'order',
        entityId: 7,
        payload: { orderNumber: 'ORD-7', quantity: 1, status: 'PENDING' },
      });
    });
    await worker.drain();
    await worker.drain();
    expect(seen).toEqual(['a:order.created', 'b:order.created']);
    const pending = await database.db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(isNull(outboxEvents.dispatchedAt));
    expect(pending).toHaveLength(0);
  });

  it('an event of a rolled back change never exists', async () => {
    await database.db
      .transaction(async (tx) => {
        await emit(tx, {
          type: 'order.delivered',
          entityType: 'order',
          entityId: 99,
          payload: { orderNumber: 'ORD-99', quantity: 1, from: 'IN_PROGRESS', to: 'DELIVERED' },
        });
        throw new Error('rollback');
      })
      .catch(() => {});
    const found = await database.db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(eq(outboxEvents.entityId, 99));
    expect(found).toHaveLength(0);
  });

  it('retries a failing job at its retry time, then gives up and keeps the error', async () => {
    let clock = new Date('2026-11-24T10:00:00Z');
    let tries = 0;
    const handler: JobHandler = {
      run: async () => {
        tries += 1;
        throw new Error(`refused ${tries}`);
      },
      retryAt: (attempt, now) => new Date(now.getTime() + attempt * 60_000),
    };
    const worker = createWorker({
      db: database.db,
      pollMs: 0,
      now: () => clock,
      channels: [],
      handlers: { flaky: handler },
    });
    await enqueue(database.db, {
      kind: 'flaky',
      dedupeKey: 'flaky-1',
      maxAttempts: 2,
      runAt: clock,
    });
    await enqueue(database.db, {
      kind: 'flaky',
      dedupeKey: 'flaky-1',
      maxAttempts: 2,
      runAt: clock,
    });
    await worker.drain();
    expect(tries).toBe(1);
    expect(await jobRow('flaky-1')).toMatchObject({ status: 'queued', attempts: 1 });
    await worker.drain();
    expect(tries).toBe(1);
    clock = new Date(clock.getTime() + 61_000);
    await worker.drain();
    expect(tries).toBe(2);
    expect(await jobRow('flaky-1')).toMatchObject({
      status: 'dead',
      attempts: 2,
      lastError: 'refused 2',
    });
  });

  it('a job whose process died (lease ran out) runs again', async () => {
    const clock = new Date('2026-11-24T11:00:00Z');
    await enqueue(database.db, { kind: 'leased', dedupeKey: 'leased-1', runAt: clock });
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(clock.getTime() - 1000) })
      .where(eq(jobs.dedupeKey, 'leased-1'));
    let ran = 0;
    const worker = createWorker({
      db: database.db,
      pollMs: 0,
      now: () => clock,
      channels: [],
      handlers: { leased: { run: async () => void ran++ } },
    });
    await worker.drain();
    expect(ran).toBe(1);
    expect(await jobRow('leased-1')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it.runIf(onPostgres)('several workers never run the same job', async () => {
    const now = () => new Date('2026-11-24T12:00:00Z');
    const keys = Array.from({ length: 60 }, (_, i) => `many-${i}`);
    for (const key of keys)
      await enqueue(database.db, { kind: 'many', dedupeKey: key, runAt: now(), payload: { key } });
    const runs: string[] = [];
    const make = () =>
      createWorker({
        db: database.db,
        pollMs: 0,
        now,
        channels: [],
        handlers: {
          many: {
            run: async (job) => {
              await new Promise((r) => setTimeout(r, 2));
              runs.push(String(job.payload.key));
            },
          },
        },
      });
    await Promise.all([make().drain(), make().drain(), make().drain()]);
    expect(runs.sort()).toEqual([...keys].sort());
  });
});
