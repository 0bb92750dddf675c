/**
 * The real API as a two-worker cluster on PostgreSQL (DATABASE_URL, PORT) for
 * cluster-metrics.test.ts. Prints "ready" once both workers listen; stops on SIGTERM.
 */
import cluster from 'node:cluster';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { serveClusterMetrics } from '../../src/modules/metrics';

const url = process.env.DATABASE_URL!;
const port = Number(process.env.PORT);

if (cluster.isPrimary) {
  serveClusterMetrics();
  const workers = [cluster.fork(), cluster.fork()];
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === workers.length) console.log('ready');
  });
  process.on('SIGTERM', () => {
    for (const w of workers) w.kill();
    process.exit(0);
  });
} else {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      rateLimitPerMinute: 0,
      sessionHours: 12,
      webDist: undefined,
      seedDemo: false,
    },
    database,
    jwtSecret: 'cluster-fixture-secret-cluster-fixture-secret',
    logger: false,
    backgroundPollMs: 0,
    countCompactionMs: 0,
  });
  await app.listen({ port, host: '127.0.0.1' });
}
