import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { rateLimitCounters } from '../db/schema';

/** One key's requests in one window: not yet sent, being sent, and the last shared total. */
type Counter = { pending: number; sending: number; shared: number };
type Window = { start: number; counters: Map<string, Counter> };

/**
 * Requests per key in fixed windows, shared by every API process through PostgreSQL without a
 * database round trip per request: a request is counted in memory and answered at once from
 * the last shared total plus what this process has counted since; `flush()` (every second)
 * adds each key's new requests to `rate_limit_counters` in one upsert, whose answer is the new
 * shared total. So each process may let through about one flush interval of a key's requests
 * beyond the limit before it learns the total (docs/decisions/0053-shared-rate-limit.md).
 */
export class SharedWindowCounter {
  private current: Window = { start: 0, counters: new Map() };
  /** Windows that ended with requests not yet added to the shared count. */
  private ended: Window[] = [];
  private flushedSincePrune = false;

  constructor(
    private readonly db: Db,
    readonly windowMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts one request of `key`: its window's total so far and the ms until the window ends. */
  hit(key: string): { current: number; ttl: number } {
    const now = Date.now();
    const start = now - (now % this.windowMs);
    if (start !== this.current.start) {
      if (this.current.counters.size > 0) this.ended.push(this.current);
      this.current = { start, counters: new Map() };
    }
    let counter = this.current.counters.get(key);
    if (!counter) {
      counter = { pending: 0, sending: 0, shared: 0 };
      this.current.counters.set(key, counter);
    }
    counter.pending++;
    return {
      current: counter.shared + counter.sending + counter.pending,
      ttl: start + this.windowMs - now,
    };
  }

  /** Adds the requests counted since the last flush to the shared totals and reads those back. */
  async flush(): Promise<void> {
    const windows = [...this.ended, this.current];
    for (const window of windows) await this.flushWindow(window);
    // An ended window is done once sent; one whose sending keeps failing is given up after a window.
    this.ended = this.ended.filter(
      (w) =>
        w.start >= this.current.start - this.windowMs &&
        [...w.counters.values()].some((c) => c.pending > 0),
    );
  }

  /** Deletes the windows that ended before the previous one (any process may; cheap when none). */
  async prune(): Promise<void> {
    if (!this.flushedSincePrune) return;
    this.flushedSincePrune = false;
    const now = Date.now();
    const before = new Date(now - (now % this.windowMs) - this.windowMs);
    await this.db.execute(
      sql`DELETE FROM ${rateLimitCounters} WHERE ${rateLimitCounters.windowStart} < ${before.toISOString()}`,
    );
  }

  private async flushWindow(window: Window): Promise<void> {
    const sent: [string, Counter][] = [];
    for (const [key, counter] of window.counters) {
      if (counter.pending === 0) continue;
      counter.sending = counter.pending;
      counter.pending = 0;
      sent.push([key, counter]);
    }
    if (sent.length === 0) return;
    const batch = sent.map(([key, c]) => ({ key, hits: c.sending }));
    try {
      const totals = await rows<{ key: string; hits: number }>(
        this.db,
        sql`INSERT INTO ${rateLimitCounters} (window_start, key, hits)
            SELECT ${new Date(window.start).toISOString()}::timestamptz, b.key, b.hits
            FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS b(key text, hits int)
            ON CONFLICT (window_start, key)
            DO UPDATE SET hits = ${rateLimitCounters}.hits + excluded.hits
            RETURNING key, hits`,
      );
      for (const { key, hits } of totals) {
        const counter = window.counters.get(key);
        if (counter) counter.shared = hits;
      }
      for (const [, counter] of sent) counter.sending = 0;
      this.flushedSincePrune = true;
    } catch (err) {
      // Kept for the next flush; meanwhile this process still counts (and limits) on its own.
      for (const [, counter] of sent) {
        counter.pending += counter.sending;
        counter.sending = 0;
      }
      this.log.warn({ err }, 'rate limit counts could not be shared');
    }
  }
}

/**
 * The counter as an @fastify/rate-limit store. Its window is the counter's: a route with its
 * own `timeWindow` is refused at start-up (none has one), not silently counted per minute.
 */
export function sharedRateLimitStore(counter: SharedWindowCounter): FastifyRateLimitStoreCtor {
  // The plugin passes child() its merged options with `routeInfo` (its types say RouteOptions).
  class SharedStore {
    constructor(
      options: { timeWindow?: unknown },
      private readonly prefix = '',
    ) {
      if (options.timeWindow !== counter.windowMs) {
        throw new Error(`the shared rate limit counts per ${counter.windowMs} ms windows only`);
      }
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ) {
      callback(null, counter.hit(this.prefix + key));
    }

    child(options: { timeWindow?: unknown; routeInfo: { method: unknown; url: string } }) {
      const { method, url } = options.routeInfo;
      return new SharedStore(options, `${this.prefix}${String(method)} ${url} `);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
