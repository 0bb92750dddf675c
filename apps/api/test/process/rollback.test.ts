/**
 * Rolling back (PostgreSQL): this code migrates a database and fills it (the demo, billing
 * included); then the previous release's build (the fixture, made by
 * scripts/make-rollback-fixture.sh) starts on it: it migrates nothing, is ready, signs in, reads
 * and books orders. This code, started again, finds the old release's writes whole once
 * `npm run recount` has counted the kept counts again (the old release kept them by triggers,
 * which migration 0032 dropped; decision 0169). Rolling back needs no restore (docs/deploy.md).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { bookingWriter } from './booking-writer';
import { brokenInvariants } from './invariants';
import { throwawayDatabase } from './pg-databases';
import { loginToken, startServer, type Server } from './server';
import { readRows } from '../read-rows';

const baseUrl = process.env.DATABASE_URL;
const fixture = fileURLToPath(
  new URL('../fixtures/rollback/before-payments.tar.gz', import.meta.url),
);
// Under the repository's node_modules, so the old bundle's npm imports resolve to this checkout's.
const cache = fileURLToPath(new URL('../../../../node_modules/.cache/', import.meta.url));
const SECRET = 'rollback-test-secret-rollback-test-secret';

if (!baseUrl) console.warn('rollback test SKIPPED: it needs PostgreSQL (set DATABASE_URL)');

describe.runIf(Boolean(baseUrl))('rolling back to the release before payments (367bc6d)', () => {
  let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
  let oldBuild = '';
  const servers: Server[] = [];
  const start = async (entry?: string) => {
    const server = await startServer(
      { DATABASE_URL: database!.url, JWT_SECRET: SECRET, SEED_DEMO: '1' },
      entry,
    );
    servers.push(server);
    return server;
  };
  const stop = async (server: Server) => {
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  };
  const count = async (table: string) => {
    const db = await openDatabase({ kind: 'postgres', url: database!.url, poolSize: 1 });
    try {
      const [row] = await readRows<{ n: number }>(
        db.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
      );
      return row!.n;
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    database = await throwawayDatabase(baseUrl!, 'rollback');
    fs.mkdirSync(cache, { recursive: true });
    oldBuild = fs.mkdtempSync(path.join(cache, 'rollback-'));
    execFileSync('tar', ['-xzf', fixture, '-C', oldBuild]);
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await database?.drop();
    if (oldBuild) fs.rmSync(oldBuild, { recursive: true, force: true });
  });

  it('the previous release serves a database this code migrated, and this code reads it back', async () => {
    // This code: migrates, seeds the demo (its billing too), stops.
    await stop(await start());
    const invoices = await count('invoices');
    expect(invoices).toBeGreaterThan(0);
    const ordersBefore = await count('orders');

    // The previous release on it: nothing to migrate, ready, signs in, reads, writes.
    const old = await start(path.join(oldBuild, 'main.js'));
    expect(old.output()).not.toMatch(/migrat\w* (failed|error)/i);
    expect((await fetch(`${old.url}/api/health/ready`)).status).toBe(200);
    const token = await loginToken(old.url, 'admin@demo.test', DEMO_PASSWORD);
    const machines = await fetch(`${old.url}/api/machines?pageSize=5`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(machines.status).toBe(200);
    expect(((await machines.json()) as { total: number }).total).toBe(await count('machines'));
    // It is the old release: it has invoices but no payments yet.
    const payments = await fetch(`${old.url}/api/payments`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(payments.status).toBe(404);
    const writer = bookingWriter(old.url, token);
    await writer.until(3);
    await writer.stop();
    await stop(old);
    const booked = writer.booked();

    // This code again: migrates nothing new, the old release's bookings are there and whole.
    // The old release kept its counts by triggers, which migration 0032 dropped: its writes left
    // the kept counts behind until `npm run recount` counts them again (docs/operations.md).
    const again = await start();
    const db = await openDatabase({ kind: 'postgres', url: database!.url, poolSize: 1 });
    try {
      expect(await brokenInvariants(db.db)).not.toEqual([]);
      execFileSync('npm', ['run', '-s', 'recount'], {
        cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
        env: { ...process.env, DATABASE_URL: database!.url, JWT_SECRET: SECRET },
        stdio: 'pipe',
      });
      expect(await brokenInvariants(db.db)).toEqual([]);
    } finally {
      await db.close();
    }
    const admin = await loginToken(again.url, 'admin@demo.test', DEMO_PASSWORD);
    const get = async (url: string) => {
      const res = await fetch(`${again.url}/api${url}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.status, url).toBe(200);
      return (await res.json()) as { total: number };
    };
    expect((await get('/orders')).total).toBe(ordersBefore + booked);
    expect((await get('/invoices')).total).toBe(invoices);
    await stop(again);
  }, 240_000);
});
