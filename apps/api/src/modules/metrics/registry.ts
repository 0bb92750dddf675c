import cluster from 'node:cluster';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { registerDatabaseGauges } from './business';
import { shareWithCluster } from './cluster';

/** The route label of a request no route matched (its raw URL would be unbounded). */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | undefined;

/**
 * Node's own metrics (event-loop delay, memory, CPU, handles), once per process: however many
 * apps a process builds (tests build dozens), one event-loop monitor runs.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type Metrics = {
  registry: Registry;
  /** The onResponse hook: one histogram observation per answer. */
  observe(request: FastifyRequest, reply: FastifyReply): void;
};

/** Every metric of one app: requests, the database pool, and the gauges read at scrape time. */
export function createMetrics(database: Database): Metrics {
  const own = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status (its _count counts them).',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [own],
  });

  const { poolStats } = database;
  if (poolStats) {
    // Each process has its own pool: the cluster's figure is their sum.
    new Gauge({
      name: 'dd_db_pool_connections',
      help: 'Database connections of the pool, by state (total open, idle).',
      labelNames: ['state'],
      registers: [own],
      collect() {
        const s = poolStats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
      },
    });
    new Gauge({
      name: 'dd_db_pool_waiting',
      help: 'Queries waiting for a free database connection.',
      registers: [own],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }
  registerDatabaseGauges(own, database.db);

  const registry = Registry.merge([processMetrics(), own]);
  if (cluster.isWorker) shareWithCluster(registry);
  return {
    registry,
    observe(request, reply) {
      requests.observe(
        {
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          method: request.method,
          status: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    },
  };
}
