import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, type JobLog } from './scheduler';

const warnings: string[] = [];
const log: JobLog = {
  debug: () => {},
  info: () => {},
  warn: (_obj, msg) => void warnings.push(msg),
};
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
  warnings.length = 0;
});

describe('the scheduler', () => {
  it('runs each job on its own interval, never two runs of one at once, and logs a failure', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const scheduler = createScheduler({ now: () => new Date(), pollMs: 1_000, log });
    const runs = { slow: 0, poll: 0, failing: 0 };
    let release = () => {};
    scheduler.every({
      name: 'slow',
      everyMs: 5_000,
      run: () => {
        runs.slow += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    scheduler.every({ name: 'poll', run: async () => void (runs.poll += 1) });
    scheduler.every({
      name: 'failing',
      everyMs: 2_000,
      run: async () => {
        runs.failing += 1;
        throw new Error('no');
      },
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(4_000);
    await settle();
    expect(runs).toEqual({ slow: 0, poll: 4, failing: 2 });
    expect(warnings).toEqual(['failing failed', 'failing failed']);
    await vi.advanceTimersByTimeAsync(10_000); // two more intervals of `slow`, whose first run hangs
    await settle();
    expect(runs.slow).toBe(1);
    release();
    await settle();
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(runs.slow).toBe(2);
    release();
    await scheduler.stop();
  });

  it('without a poll runs nothing on its own; runDue runs what is due on the clock', async () => {
    let clock = new Date('2026-11-24T10:00:00Z');
    const scheduler = createScheduler({ now: () => clock, pollMs: 0, log });
    const seen: string[] = [];
    scheduler.every({
      name: 'poll',
      run: async (now) => void seen.push(`poll ${now.toISOString()}`),
    });
    scheduler.every({
      name: 'half-minute',
      everyMs: 30_000,
      run: async () => void seen.push('30s'),
    });
    scheduler.start();
    await scheduler.runDue();
    expect(seen).toEqual(['poll 2026-11-24T10:00:00.000Z']);
    clock = new Date(clock.getTime() + 29_999);
    await scheduler.runDue();
    expect(seen.filter((s) => s === '30s')).toEqual([]);
    clock = new Date(clock.getTime() + 1);
    await scheduler.runDue();
    await scheduler.runDue();
    expect(seen.filter((s) => s === '30s')).toEqual(['30s']);
    expect(seen.filter((s) => s.startsWith('poll'))).toHaveLength(4);
    await scheduler.stop();
  });

  it('stops after the runs in progress, then gives each job its last word', async () => {
    const order: string[] = [];
    let clock = new Date(0);
    const scheduler = createScheduler({ now: () => clock, pollMs: 0, log });
    scheduler.every({
      name: 'counts',
      everyMs: 1_000,
      run: async () => {
        await settle();
        order.push('run');
      },
      atStop: async () => void order.push('last flush'),
    });
    clock = new Date(1_000);
    const due = scheduler.runDue();
    await scheduler.stop();
    await due;
    expect(order).toEqual(['run', 'last flush']);
  });
});
