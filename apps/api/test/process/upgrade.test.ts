/**
 * Upgrading a real database (PostgreSQL): the fixture was made by the code before issue #19 (its
 * migrations, demo data and bookings through its API; scripts/make-upgrade-fixture.sh). Restored
 * with pg_restore and opened by this code, every row it held is still there unchanged, the
 * invariants hold, opening again migrates nothing, and the API serves it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { brokenInvariants } from './invariants';
import { requirePgTool, throwawayDatabase } from './pg-databases';
import { loginToken, startServer, type Server } from './server';

const baseUrl = process.env.DATABASE_URL;
const fixture = fileURLToPath(new URL('../fixtures/upgrade/before-19.dump', import.meta.url));
const journal = fileURLToPath(
  new URL('../../src/db/migrations/meta/_journal.json', import.meta.url),
);
const SECRET = 'upgrade-test-secret-upgrade-test-secret-1';

if (!baseUrl) console.warn('upgrade test SKIPPED: it needs PostgreSQL (set DATABASE_URL)');

type Snapshot = Record<string, { rows: number; digest: string }>;

/** Each table's columns as the old code made them (columns a migration adds are not compared). */
async function columnsOf(client: pg.Client): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(
    `select table_name, array_agg(column_name::text order by ordinal_position) as columns
       from information_schema.columns where table_schema = 'public' group by table_name`,
  );
  return new Map(rows.map((r) => [r.table_name, r.columns]));
}

/** Row count and a digest of every row's old columns, per table. */
async function snapshot(client: pg.Client, tables: Map<string, string[]>): Promise<Snapshot> {
  const out: Snapshot = {};
  for (const [table, columns] of tables) {
    const list = columns.map((c) => `"${c}"`).join(', ');
    const { rows } = await client.query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(r, '|' order by r), '')) as digest
         from (select row(${list})::text as r from "${table}") t`,
    );
    out[table] = rows[0]!;
  }
  return out;
}

const appliedMigrations = async (client: pg.Client) =>
  (
    await client.query<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations order by id',
    )
  ).rows.map((r) => r.hash);

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.runIf(Boolean(baseUrl))('upgrading a database made before issue #19', () => {
  let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
  let server: Server | undefined;
  let tables = new Map<string, string[]>();
  let before: Snapshot = {};
  let migrationsBefore: string[] = [];

  beforeAll(async () => {
    requirePgTool('pg_restore');
    database = await throwawayDatabase(baseUrl!, 'upgrade');
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', database.url, fixture]);
    await withClient(database.url, async (c) => {
      tables = await columnsOf(c);
      before = await snapshot(c, tables);
      migrationsBefore = await appliedMigrations(c);
    });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database?.drop();
  });

  it('holds real data from the old code, not only the seed', () => {
    expect(before.machines!.rows).toBeGreaterThan(100);
    expect(before.users!.rows).toBeGreaterThanOrEqual(4);
    expect(before.order_status_events!.rows).toBeGreaterThan(0);
    expect(migrationsBefore.length).toBeGreaterThan(0);
  });

  it('migrates to this code keeping every row, and the invariants hold', async () => {
    const upgraded = await openDatabase({ kind: 'postgres', url: database!.url });
    try {
      expect(await brokenInvariants(upgraded.db)).toEqual([]);
    } finally {
      await upgraded.close();
    }
    await withClient(database!.url, async (c) => {
      const migrations = await appliedMigrations(c);
      const entries = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] })
        .entries;
      expect(migrations.length).toBe(entries.length);
      expect(migrations.slice(0, migrationsBefore.length)).toEqual(migrationsBefore);
      expect(await snapshot(c, tables)).toEqual(before);
    });
  }, 120_000);

  it('opened again, migrates nothing and changes nothing', async () => {
    const migrated = await withClient(database!.url, appliedMigrations);
    const again = await openDatabase({ kind: 'postgres', url: database!.url });
    await again.close();
    await withClient(database!.url, async (c) => {
      expect(await appliedMigrations(c)).toEqual(migrated);
      expect(await snapshot(c, tables)).toEqual(before);
    });
  }, 120_000);

  it('serves the upgraded data: demo accounts sign in, machines and orders list', async () => {
    server = await startServer({ DATABASE_URL: database!.url, JWT_SECRET: SECRET });
    const token = await loginToken(server.url, 'admin@demo.test', DEMO_PASSWORD);
    await loginToken(server.url, 'retailer@demo.test', DEMO_PASSWORD, 'retailer');
    const get = async <T>(path: string) => {
      const res = await fetch(`${server!.url}/api${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status, path).toBe(200);
      return (await res.json()) as T;
    };
    const machines = await get<{ total: number; machines: unknown[] }>('/machines?pageSize=5');
    expect(machines.total).toBe(before.machines!.rows);
    expect(machines.machines).toHaveLength(5);
    const orders = await get<{ total: number }>('/orders');
    expect(orders.total).toBe(before.orders!.rows);

    // The order the old code took through its whole life reads back with its history.
    const [delivered] = await withClient(database!.url, async (c) =>
      (
        await c.query<{ order_id: number }>(
          `select order_id from order_status_events where notes = 'fixture: DELIVERED'`,
        )
      ).rows.map((r) => r.order_id),
    );
    const detail = await get<{
      order: { status: string; machines: unknown[]; timeline: { status: string }[] };
    }>(`/orders/${delivered}`);
    expect(detail.order.status).toBe('DELIVERED');
    expect(detail.order.machines).toHaveLength(3);
    expect(detail.order.timeline.map((t) => t.status)).toEqual(
      expect.arrayContaining(['APPROVED', 'IN_PROGRESS', 'DELIVERED']),
    );

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    server = undefined;
  }, 120_000);
});
