import rateLimit, { type FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { BackgroundRegistry } from '../platform/background';
import { SharedWindowCounter, sharedRateLimitStore } from './rate-limit-store';

const WINDOW_MS = 60_000;

export type RateLimitOptions = {
  perMinute: number;
  db: Db;
  /** Count in Redis (exact, one Redis round trip per request) instead of PostgreSQL. */
  redisUrl?: string;
  /** Where the pruning of ended windows runs: the process's periodic jobs. */
  background: Pick<BackgroundRegistry, 'every'>;
};

/**
 * A per-address request budget, counted across every API process: in PostgreSQL by default
 * (plugins/rate-limit-store.ts), or in Redis with REDIS_URL. 0 per minute turns it off.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitOptions) => {
  if (opts.perMinute <= 0) return;
  const common: FastifyRateLimitOptions = {
    max: opts.perMinute,
    timeWindow: WINDOW_MS,
    global: false,
    // RateLimit-Limit / -Remaining / -Reset (the IETF draft's names, declared in the OpenAPI
    // document) rather than the X-RateLimit-* default; Retry-After on a 429 either way.
    enableDraftSpec: true,
    errorResponseBuilder: (_req: unknown, ctx: { ttl: number }) => {
      const seconds = Math.ceil(ctx.ttl / 1000);
      return {
        statusCode: 429,
        error: `Too many requests. Please wait ${seconds} seconds and try again.`,
        code: 'rate_limited',
        params: { seconds },
      };
    },
  };
  if (opts.redisUrl) {
    await app.register(rateLimit, { ...common, ...(await redisStore(app, opts.redisUrl)) });
  } else {
    const counter = new SharedWindowCounter(opts.db, WINDOW_MS, opts.perMinute, app.log);
    opts.background.every({
      name: 'rate limit windows',
      everyMs: WINDOW_MS,
      run: () => counter.prune(),
    });
    await app.register(rateLimit, { ...common, store: sharedRateLimitStore(counter) });
  }
  // Counted before anything else runs: the plugin's own per-route hook would come after the
  // token check (plugins/auth.ts puts it first), so a refused token was neither counted nor told
  // its budget. A route with `rateLimit: false` (the health probes) is not counted.
  const limit = app.rateLimit();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.rateLimit === false) return;
    await limit.call(app, request, reply);
  });
});

/**
 * ioredis, loaded only when configured. Start-up fails when Redis cannot be reached; later, a
 * request is let through rather than failed while Redis is down (`skipOnError`), with a warning.
 */
async function redisStore(app: FastifyInstance, url: string) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  let connecting = true;
  let cause: unknown;
  redis.on('error', (err: unknown) => {
    if (connecting) cause = err;
    else app.log.warn({ err }, 'rate limit: Redis unreachable');
  });
  try {
    await redis.connect();
    connecting = false;
  } catch (err) {
    redis.disconnect();
    const reason = cause instanceof Error ? cause.message : String(err);
    throw new Error(`Invalid configuration:\n  REDIS_URL: cannot connect to Redis (${reason})`);
  }
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return { redis, nameSpace: 'dd-rate-limit:', skipOnError: true };
}
