/**
 * The reference deployment under load (PostgreSQL, real nginx running deploy/nginx/ddc.conf):
 * two API processes built with `npm run build` behind nginx, several clients listing, searching
 * and booking with an Idempotency-Key. One process is SIGKILLed: no GET fails and every booking
 * is booked exactly once. Then both restart one after the other with SIGTERM: no error at all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxBinary, startNginx, type LocalNginx } from '../../../../deploy/nginx/local.mjs';
import { openDatabase, type Database } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { brokenInvariants } from '../process/invariants';
import { throwawayDatabase } from '../process/pg-databases';
import { freePort, loginToken } from '../process/server';
import { runLoad, type Load } from './load';
import { readRows } from '../read-rows';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const apiMain = path.join(repo, 'apps/api/dist/main.js');
const webDist = path.join(repo, 'apps/web/dist');
const baseUrl = process.env.DATABASE_URL;
const hasNginx = nginxBinary() !== null;
const SECRET = 'failover-secret-failover-secret-failover-01';

if (!baseUrl) console.warn('failover test SKIPPED: it needs PostgreSQL (set DATABASE_URL)');
else if (!hasNginx) console.warn('failover test SKIPPED: nginx is not installed');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until nginx sends a restarted process traffic again: its own /api/metrics (read from
 * loopback) counts a machines list it answered. nginx skips a process it saw fail for
 * fail_timeout, on a clock of whole seconds; a fixed sleep raced it (docs/deploy.md).
 */
async function servedThroughNginx(instance: Instance) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${instance.url}/api/metrics`).catch(() => undefined);
    const text = res?.ok ? await res.text() : '';
    if (
      /^http_request_duration_seconds_count\{route="\/api\/machines",method="GET",status="200"\} [1-9]/m.test(
        text,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`nginx sent no request to the restarted process on ${instance.port}`);
}

/** One API process from the build, always on the same port (the nginx upstream names it). */
class Instance {
  child: ChildProcess | undefined;
  output = '';
  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.child = spawn(process.execPath, [apiMain], {
      cwd: repo,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => (this.output = (this.output + d.toString()).slice(-8_000));
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`API exited early: ${this.output}`);
      const res = await fetch(`${this.url}/api/health`).catch(() => undefined);
      if (res?.ok) return;
      await sleep(100);
    }
    throw new Error(`API on ${this.port} did not start: ${this.output}`);
  }

  /** Sends the signal and waits until the process has exited. */
  async stop(signal: 'SIGKILL' | 'SIGTERM') {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }
}

describe.runIf(Boolean(baseUrl) && hasNginx)('failover behind nginx', () => {
  const instances: Instance[] = [];
  let nginx: LocalNginx | undefined;
  let database: Database | undefined;
  let throwaway: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
  const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddc-nginx-'));

  beforeAll(async () => {
    if (!fs.existsSync(apiMain) || !fs.existsSync(path.join(webDist, 'index.html'))) {
      throw new Error('the failover test runs the built product: run `npm run build` first');
    }
    throwaway = await throwawayDatabase(baseUrl!, 'failover');
    const env = {
      DATABASE_URL: throwaway.url,
      JWT_SECRET: SECRET,
      SEED_DEMO: '1',
      WORKERS: '1',
      TRUST_PROXY: '127.0.0.1',
      DATABASE_POOL_SIZE: '5',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
    };
    for (let i = 0; i < 2; i++) instances.push(new Instance(await freePort(), env));
    // One after the other: the first migrates and seeds the empty database.
    for (const instance of instances) await instance.start();
    database = await openDatabase({ kind: 'postgres', url: throwaway.url, poolSize: 2 });
    nginx = await startNginx({
      upstreams: instances.map((i) => `127.0.0.1:${i.port}`),
      port: await freePort(),
      webDist,
      dir: nginxDir,
    });
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop('SIGKILL')));
    await database?.close();
    fs.rmSync(nginxDir, { recursive: true, force: true });
    await throwaway?.drop();
  });

  it('serves the web build itself, with caching headers', async () => {
    const asset = fs.readdirSync(path.join(webDist, 'assets')).find((f) => f.endsWith('.js'))!;
    const res = await fetch(`${nginx!.url}/assets/${asset}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const page = await fetch(`${nginx!.url}/machines/12`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
  });

  it('SIGKILL of one process, then a rolling restart, under load', async () => {
    const token = await loginToken(nginx!.url, 'admin@demo.test', DEMO_PASSWORD);
    const [retailer] = await readRows<{ id: number }>(
      database!.db,
      sql`SELECT id FROM retailers WHERE distributor_id = 1 AND status = 'ACTIVE' ORDER BY id LIMIT 1`,
    );
    const stock = await readRows<{ id: number }>(
      database!.db,
      sql`SELECT id FROM machines WHERE status = 'AVAILABLE' AND machine_type = 'POS' AND service_provider_id = 2 ORDER BY id`,
    );
    const [a, b] = instances as [Instance, Instance];
    let load: Load | undefined;
    try {
      load = runLoad({
        url: nginx!.url,
        token,
        clients: 6,
        booking: { distributorId: 1, retailerId: retailer!.id, serviceProviderId: 2 },
        stock: stock.map((m) => m.id),
      });
      await sleep(3_000);
      load.phase('kill');
      await b.stop('SIGKILL');
      await sleep(3_000);
      await b.start();
      await servedThroughNginx(b);
      load.phase('rolling');
      for (const instance of [a, b]) {
        await instance.stop('SIGTERM');
        await instance.start();
        // Stopping the other one before nginx uses this one again would leave it none.
        await servedThroughNginx(instance);
      }
    } finally {
      await load?.stop();
    }
    const seen = load.results();
    const story = `${seen.failures.join('\n')}\nnginx error log:\n${nginx!.errorLog().slice(-4_000)}`;

    // The load did happen, in every phase.
    for (const phase of ['start', 'kill', 'rolling'] as const) {
      expect(seen.requests[phase], phase).toBeGreaterThan(50);
    }
    expect(seen.booked.length).toBeGreaterThan(20);
    // nginx did send requests to the stopped processes, and passed them on to the other one.
    expect(nginx!.errorLog()).toMatch(/upstream/);
    // No failed GET ever; in the rolling restart no failure of any kind.
    expect(seen.failedGets, story).toBe(0);
    expect(
      seen.failures.filter((f) => f.startsWith('rolling')),
      story,
    ).toEqual([]);
    expect(seen.unfinishedBookings).toEqual([]);

    // Every booking the clients made is in the database exactly once, with its machine.
    const orders = await readRows<{ notes: string; n: number; machines: number }>(
      database!.db,
      sql`SELECT o.notes, count(DISTINCT o.id)::int AS n, count(om.machine_id)::int AS machines
            FROM orders o LEFT JOIN order_machines om ON om.order_id = o.id
           WHERE o.notes LIKE 'failover %' GROUP BY o.notes`,
    );
    expect(orders.map((o) => o.notes).sort()).toEqual(
      seen.booked.map((k) => `failover ${k}`).sort(),
    );
    expect(orders.filter((o) => o.n !== 1 || o.machines !== 1)).toEqual([]);
    expect(await brokenInvariants(database!.db)).toEqual([]);
  }, 120_000);
});
