import cluster from 'node:cluster';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { registerDatabaseGauges } from './business';
import { shareWithCluster } from './cluster';
import { RequestDurations } from './request-durations';

/** The route label of a request no route matched (its raw URL would be unbounded). */
const UNMATCHED_ROUTE = 'unmatched';

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
  const requests = new RequestDurations([own]);

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
        request.routeOptions.url ?? UNMATCHED_ROUTE,
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    },
  };
}
