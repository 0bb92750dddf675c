/**
 * A two-worker cluster for cluster-metrics.test.ts: each worker counts differently; worker 1 is
 * scraped and must answer for both. Prints the text it answered, then stops the cluster.
 */
import cluster from 'node:cluster';
import { Counter, Gauge, Registry } from 'prom-client';
import {
  clusterMetricsText,
  serveClusterMetrics,
  shareWithCluster,
} from '../../src/modules/metrics';

if (cluster.isPrimary) {
  serveClusterMetrics();
  const workers = [cluster.fork({ N: '1' }), cluster.fork({ N: '2' })];
  let ready = 0;
  cluster.on('message', (_worker, message: unknown) => {
    if (message === 'ready' && ++ready === workers.length) workers[0]!.send('scrape');
    const text = (message as { text?: string } | null)?.text;
    if (text !== undefined) {
      process.stdout.write(text);
      for (const w of workers) w.kill();
    }
  });
} else {
  const n = Number(process.env.N);
  const registry = new Registry();
  new Counter({ name: 'test_requests_total', help: 'Summed.', registers: [registry] }).inc(n);
  new Gauge({
    name: 'test_rows',
    help: 'Read from the database: the same in every worker, never summed.',
    registers: [registry],
    aggregator: 'max',
    collect() {
      this.set(10 * n);
    },
  });
  shareWithCluster(registry);
  process.on('message', (message) => {
    if (message === 'scrape') void clusterMetricsText().then((text) => process.send!({ text }));
  });
  process.send!('ready');
}
