/**
 * WORKERS (node:cluster) on PostgreSQL: one primary migrates and seeds once and forks the
 * workers, which share the port; a killed worker is replaced, and a burst of requests when one
 * dies gets every answer at once (or a closed connection); SIGTERM stops them all after the
 * requests in flight. The embedded database stays one process. Migrations started at once by
 * several instances run once.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo';
import { throwawayDatabase } from './pg-databases';
import { loginToken, startServer, type Server } from './server';

const baseUrl = process.env.DATABASE_URL;
const SECRET = 'workers-test-secret-workers-test-secret-01';
const servers: Server[] = [];
const databases: Awaited<ReturnType<typeof throwawayDatabase>>[] = [];

if (!baseUrl) console.warn('WORKERS tests on PostgreSQL SKIPPED: they need DATABASE_URL');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, probe: () => boolean | Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

async function adminQuery<T>(text: string, database?: string): Promise<T[]> {
  const u = new URL(baseUrl!);
  if (database) u.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A new empty database, dropped after the tests. */
async function freshDatabase(prefix: string) {
  const database = await throwawayDatabase(baseUrl!, prefix);
  databases.push(database);
  return database;
}

/** A GET on a new TCP connection each time (the cluster hands out connections, not requests). */
function getFresh(url: string, token?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { agent: false, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
  });
}

/** Within 5 s: a GET's status on a new connection, the code of its error, or "timeout". */
function outcome(url: string): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    req.on('timeout', () => {
      resolve('timeout');
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** The pids of the workers the primary reported starting, in order. */
function workerPids(server: Server): number[] {
  return [...server.output().matchAll(/worker \d+ \(pid (\d+)\) starting/g)].map((m) =>
    Number(m[1]),
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  for (const s of servers) {
    for (const pid of workerPids(s)) if (alive(pid)) process.kill(pid, 'SIGKILL');
    s.child.kill('SIGKILL');
  }
  await Promise.all(servers.map((s) => s.exited));
  for (const database of databases) await database.drop();
});

describe.runIf(Boolean(baseUrl))('WORKERS=2 on PostgreSQL', () => {
  let server: Server;
  let dbName = '';

  beforeAll(async () => {
    const db = await freshDatabase('workers');
    dbName = db.name;
    server = await startServer({
      DATABASE_URL: db.url,
      JWT_SECRET: SECRET,
      SEED_DEMO: '1',
      WORKERS: '2',
      // No background polling: only requests make the workers query the database.
      BACKGROUND_POLL_MS: '3600000',
    });
    servers.push(server);
    await until('both workers listening', () => /Device console is running/.test(server.output()));
  }, 120_000);

  it('serves from both workers, seeded once, with one banner', async () => {
    const token = await loginToken(server.url, 'admin@demo.test', DEMO_PASSWORD);
    const loadStart = (await adminQuery<{ now: Date }>('select now()'))[0]!.now;
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => getFresh(`${server.url}/api/machines?pageSize=5`, token)),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);

    // Connections that ran a query since the load began, by process.
    const active = await adminQuery<{ application_name: string }>(
      `select distinct application_name from pg_stat_activity
        where datname = '${dbName}' and state_change >= '${loadStart.toISOString()}'
          and application_name like 'ddc-api-worker-%'`,
    );
    expect(active.map((a) => a.application_name).sort()).toEqual([
      'ddc-api-worker-1',
      'ddc-api-worker-2',
    ]);

    const users = await adminQuery<{ n: number }>(
      `select count(*)::int as n from users where email like '%@demo.test'`,
      dbName,
    );
    expect(users[0]!.n).toBe(DEMO_ACCOUNTS.length);
    const out = server.output();
    expect(out.match(/demo data loaded/g)).toHaveLength(1);
    expect(out.match(/Device console is running/g)).toHaveLength(1);
    expect(out.match(/Demo sign-in/g)).toHaveLength(1);
  });

  it('replaces a worker that is killed and keeps answering', async () => {
    const [victim] = workerPids(server);
    process.kill(victim!, 'SIGKILL');
    await until('another worker to listen', () =>
      /worker 3 \(pid \d+\) listening/.test(server.output()),
    );
    expect(server.output()).toMatch(new RegExp(`pid ${victim}\\) died \\(SIGKILL\\)`));
    const replacement = workerPids(server)[2]!;
    expect(alive(replacement)).toBe(true);
    for (let i = 0; i < 10; i++) expect(await getFresh(`${server.url}/api/health`)).toBe(200);
  });

  it('answers every request of a burst, at once, when a worker dies in the middle of it', async () => {
    const victim = workerPids(server)[1]!;
    const outcomes: Promise<string>[] = [];
    const burst = (n: number) => {
      for (let i = 0; i < n; i++) outcomes.push(outcome(`${server.url}/api/health`));
    };
    burst(10);
    await sleep(100);
    // Frozen, then killed: the primary hands it a connection it never takes (decision 0162).
    process.kill(victim, 'SIGSTOP');
    burst(10);
    await sleep(200);
    process.kill(victim, 'SIGKILL');
    burst(10);
    const answers = await Promise.all(outcomes);
    // An answer, or a connection closed: what the dead worker held (a proxy may retry those).
    expect(answers.filter((a) => a !== '200' && a !== 'ECONNRESET')).toEqual([]);
    // After the freeze the other worker served all but the one connection handed to the victim.
    expect(answers.slice(10).filter((a) => a === '200').length).toBeGreaterThanOrEqual(19);
    expect(server.output()).toMatch(new RegExp(`pid ${victim}\\) died \\(SIGKILL\\)`));
  });

  it('on SIGTERM finishes the request in flight, stops every worker and exits 0', async () => {
    const body = JSON.stringify({
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      userType: 'admin',
    });
    // A sign-in whose body is half sent: in flight in a worker when SIGTERM comes.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/api/auth/login`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 300);
    });
    const { status, body: text } = await answer;
    expect(status, text).toBe(200);
    expect(JSON.parse(text)).toHaveProperty('token');
    expect(await server.exited, server.output()).toBe(0);
    for (const pid of workerPids(server)) expect(alive(pid)).toBe(false);
  }, 60_000);
});

describe('WORKERS=2 on the embedded database', () => {
  it('runs one process, says so, and serves', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workers-embedded-'));
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0', WORKERS: '2' });
    servers.push(server);
    expect(await getFresh(`${server.url}/api/health`)).toBe(200);
    expect(server.output()).toContain(
      'WORKERS=2 ignored: the embedded database runs in one process; use PostgreSQL (DATABASE_URL) for more',
    );
    expect(workerPids(server)).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
