import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { integer } from '../db/row-types';
import { rows } from '../db/rows';
import { rateLimitCounters } from '../db/schema';

/** What this process may still let through for one key in the current window. */
type Lease = {
  /** Requests the shared budget granted this process (all leases so far). */
  granted: number;
  used: number;
  /** The key's requests asked for by every process, as of this process's last lease. */
  total: number;
  /** The shared budget is spent: refuse without asking again until the window ends. */
  spent: boolean;
  nextSize: number;
  asking: Promise<void> | null;
};

/**
 * Requests per key in fixed windows, shared by every API process through PostgreSQL without a
 * database round trip per request: a process takes leases of the key's budget from
 * `rate_limit_counters` (one upsert per lease) and lets requests through while its lease lasts.
 * A lease never reaches past the limit, so all processes together let through at most the limit
 * in a window, however the requests arrive; a lease shrinks as the budget runs out, so what
 * processes hold unused (refused early) stays small. While the database is unreachable a process
 * counts alone, up to the whole limit (docs/decisions/0053-shared-rate-limit.md).
 */
export class SharedWindowCounter {
  private windowStart = 0;
  private leases = new Map<string, Lease>();
  /** The largest lease: a twentieth of the limit (60 of 1,200 a minute). */
  readonly leaseSize: number;

  constructor(
    private readonly db: Db,
    readonly windowMs: number,
    readonly limit: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.leaseSize = Math.max(1, Math.ceil(limit / 20));
  }

  /**
   * Counts one request of `key`: its window's total so far (above the limit when refused) and
   * the ms until the window ends. Waits for the database only when this process's lease is used up.
   */
  async hit(key: string): Promise<{ current: number; ttl: number }> {
    const now = Date.now();
    const start = now - (now % this.windowMs);
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.leases = new Map();
    }
    const ttl = start + this.windowMs - now;
    let lease = this.leases.get(key);
    if (!lease) {
      lease = {
        granted: 0,
        used: 0,
        total: 0,
        spent: false,
        nextSize: this.leaseSize,
        asking: null,
      };
      this.leases.set(key, lease);
    }
    while (lease.used >= lease.granted && !lease.spent) {
      const current = lease;
      current.asking ??= this.takeLease(start, key, current).finally(() => {
        current.asking = null;
      });
      await current.asking;
    }
    if (lease.used >= lease.granted) return { current: this.limit + 1, ttl };
    lease.used++;
    return { current: Math.min(this.limit, lease.total - (lease.granted - lease.used)), ttl };
  }

  /** Deletes the windows that ended before the previous one (any process may; cheap when none). */
  async prune(): Promise<void> {
    const now = Date.now();
    const before = new Date(now - (now % this.windowMs) - this.windowMs);
    await this.db.execute(
      sql`DELETE FROM ${rateLimitCounters} WHERE ${rateLimitCounters.windowStart} < ${before.toISOString()}`,
    );
  }

  /**
   * Asks the shared count for `nextSize` more requests. The counter adds what was asked (it may
   * pass the limit); the lease is the part of the asked range (total - size, total] that is
   * within the limit, so two processes asking at once can never both get the last requests.
   */
  private async takeLease(start: number, key: string, lease: Lease): Promise<void> {
    const size = lease.nextSize;
    try {
      const [row] = await rows(
        this.db,
        sql`INSERT INTO ${rateLimitCounters} (window_start, key, hits)
            VALUES (${new Date(start).toISOString()}::timestamptz, ${key}, ${size})
            ON CONFLICT (window_start, key)
            DO UPDATE SET hits = ${rateLimitCounters}.hits + excluded.hits
            RETURNING hits`,
        z.object({ hits: integer }),
      );
      const total = Number(row!.hits);
      const granted = Math.max(0, Math.min(size, this.limit - (total - size)));
      lease.granted += granted;
      lease.total = Math.min(total, this.limit);
      lease.spent = granted < size;
      lease.nextSize = Math.max(1, Math.min(this.leaseSize, Math.floor((this.limit - total) / 8)));
    } catch (err) {
      // Alone until the database answers again: at most the whole limit from this process.
      this.log.warn({ err }, 'rate limit: the shared count is unreachable');
      const granted = Math.max(0, Math.min(size, this.limit - lease.granted));
      lease.granted += granted;
      lease.total = lease.granted;
      lease.spent = granted === 0;
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
      counter.hit(this.prefix + key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: { timeWindow?: unknown; routeInfo: { method: unknown; url: string } }) {
      const { method, url } = options.routeInfo;
      return new SharedStore(options, `${this.prefix}${String(method)} ${url} `);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
