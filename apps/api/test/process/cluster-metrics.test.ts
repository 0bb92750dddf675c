/**
 * Metrics under node:cluster: a scrape reaches one worker, which answers for the whole cluster
 * through the primary (counts summed, database gauges not).
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { createMachines, createProvider } from '../factories/machines';
import { throwawayDatabase } from './pg-databases';
import { startServer, type Server } from './server';

const fixture = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'cluster-metrics-fixture.ts',
);

describe('cluster metrics', () => {
  it("a worker answers with every worker's metrics, aggregated by the primary", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fixture], {
      timeout: 60_000,
    });
    expect(stdout).toMatch(/^test_requests_total 3$/m);
    expect(stdout).toMatch(/^test_rows 20$/m);
  }, 70_000);
});

const baseUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(baseUrl))('the API as a cluster (PostgreSQL)', () => {
  let server: Server | undefined;
  let throwaway: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
  beforeAll(async () => {
    throwaway = await throwawayDatabase(baseUrl!, 'cluster_metrics');
    const database = await openDatabase({ kind: 'postgres', url: throwaway.url, poolSize: 1 });
    const provider = await createProvider(database);
    await createMachines(database, 3, { serviceProviderId: provider.id });
    await database.close();
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await throwaway?.drop();
  });

  it('any worker answers for every worker; database gauges are not added up', async () => {
    // The real start-up (main.ts, cluster.ts): the primary must serve the workers' metrics.
    server = await startServer({
      DATABASE_URL: throwaway!.url,
      JWT_SECRET: 'cluster-metrics-secret-cluster-metrics-secret',
      WORKERS: '2',
    });
    const deadline = Date.now() + 60_000;
    while (!/Device console is running/.test(server.output())) {
      if (Date.now() > deadline) throw new Error(`both workers never listened: ${server.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const { port } = new URL(server.url);

    // A new connection per request: the primary hands them to the workers in turn.
    const get = (p: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: p, agent: false }, (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () => resolve(body));
          })
          .on('error', reject);
      });
    for (let i = 0; i < 10; i++) await get('/api/health/live');
    const live =
      /^http_request_duration_seconds_count\{route="\/api\/health\/live",method="GET",status="200"\} (\d+)$/m;
    for (let i = 0; i < 2; i++) {
      const text = await get('/api/metrics');
      expect(live.exec(text)?.[1]).toBe('10');
      expect(text).toMatch(/^dd_machines\{status="AVAILABLE"\} 3$/m);
      expect(text).toMatch(/^dd_db_pool_connections\{state="total"\} \d+$/m);
    }
  }, 120_000);
});
