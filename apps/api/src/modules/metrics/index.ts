export { createMetrics, type Metrics } from './registry';
export { metricsRoutes } from './routes';
export { serveClusterMetrics } from './cluster';
