/**
 * Limits across API processes behind a proxy (TRUST_PROXY=1): two real processes on one
 * PostgreSQL share the failed-sign-in throttle and the request rate limit, and a client that
 * rotates X-Forwarded-For is still one client. With REDIS_URL the rate limit is shared through
 * Redis instead (two processes, each on its own embedded database).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { throwawayDatabase } from './pg-databases';
import { startServer, type Server } from './server';

const baseUrl = process.env.DATABASE_URL;
const SECRET = 'shared-limits-secret-shared-limits-0123';
const LIMIT = 40;

/** A request from `client` through a proxy (the test) that appends it to a forged header. */
function send(server: Server, client: string, path: string, body?: object) {
  const forged = `6.6.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
  return fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'x-forwarded-for': `${forged}, ${client}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

const signIn = (server: Server, client: string, password: string) =>
  send(server, client, '/api/auth/login', {
    email: 'admin@demo.test',
    password,
    userType: 'admin',
  });

/** Fixed one-minute windows: keep a test's requests inside one of them. */
async function awayFromMinuteEnd() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 25_000) await new Promise((r) => setTimeout(r, left + 200));
}

if (!baseUrl)
  console.warn('shared limits across processes SKIPPED: needs PostgreSQL (DATABASE_URL)');

describe.runIf(Boolean(baseUrl))('two API processes on one PostgreSQL', () => {
  let throwaway: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
  let db: pg.Client;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    throwaway = await throwawayDatabase(baseUrl!, 'limits');
    const env = {
      DATABASE_URL: throwaway.url,
      JWT_SECRET: SECRET,
      SEED_DEMO: '1',
      DATABASE_POOL_SIZE: '4',
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
    };
    a = await startServer(env);
    b = await startServer(env); // after a: a has migrated and seeded
    db = new pg.Client({ connectionString: throwaway.url });
    await db.connect();
  }, 200_000);

  afterAll(async () => {
    for (const s of [a, b]) {
      s?.child.kill('SIGTERM');
      await s?.exited;
    }
    await db?.end();
    await throwaway?.drop();
  });

  it('throttles an email from one client after 5 failures spread over both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await signIn(i % 2 ? b : a, '203.0.113.70', `wrong-${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The owner, from elsewhere, is not locked out by those guesses.
    expect((await signIn(b, '198.51.100.70', DEMO_PASSWORD)).status).toBe(200);
  }, 60_000);

  it('refuses a client on the second process once the first has used up its budget', async () => {
    await awayFromMinuteEnd();
    const client = '203.0.113.80';
    for (let i = 0; i < LIMIT; i++) expect((await send(a, client, '/api/meta')).status).toBe(200);
    // The budget is leased from the shared count: b has none left to take.
    const refused = await send(b, client, '/api/meta');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
    expect((await send(a, client, '/api/meta')).status).toBe(429);
    // Another client is not affected.
    expect((await send(b, '203.0.113.81', '/api/meta')).status).toBe(200);
  }, 60_000);

  it('lets through at most the limit when a burst hits both processes at once', async () => {
    await awayFromMinuteEnd();
    const client = '203.0.113.82';
    let allowed = 0;
    for (let sent = 0; sent < LIMIT * 5; sent += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => send(i % 2 ? b : a, client, '/api/meta')),
      );
      allowed += answers.filter((r) => r.status === 200).length;
    }
    expect(allowed).toBeLessThanOrEqual(LIMIT);
    expect(allowed).toBeGreaterThanOrEqual(LIMIT - 2);
  }, 60_000);
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
// In CI (.ci/run starts a Redis) or with REDIS_URL set this test must run: a Redis that is not
// there fails it instead of skipping it.
if (!redisUp && (process.env.REDIS_URL || process.env.CI)) {
  throw new Error(`no Redis at ${redisUrl}: start one (.ci/run does) or unset REDIS_URL/CI`);
}
if (!redisUp) console.warn(`rate limit through Redis SKIPPED: no Redis at ${redisUrl}`);

describe.runIf(redisUp)('two API processes sharing the rate limit through Redis', () => {
  const dirs: string[] = [];
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    const env = (dir: string) => ({
      DATA_DIR: dir,
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
      REDIS_URL: redisUrl,
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
    });
    for (let i = 0; i < 2; i++) dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'limits-')));
    a = await startServer(env(dirs[0]!));
    b = await startServer(env(dirs[1]!));
  }, 200_000);

  afterAll(async () => {
    for (const s of [a, b]) {
      s?.child.kill('SIGTERM');
      await s?.exited;
    }
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('refuses on the second process at once once the first has used up the budget', async () => {
    await awayFromMinuteEnd();
    // Unique per run: other runs may share this Redis.
    const client = `198.18.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
    for (let i = 0; i < LIMIT; i++) expect((await send(a, client, '/api/meta')).status).toBe(200);
    expect((await send(b, client, '/api/meta')).status).toBe(429);
  }, 60_000);
});
