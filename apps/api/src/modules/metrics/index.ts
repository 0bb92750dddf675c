export { createMetrics } from './registry';
export { metricsRoutes } from './routes';
/** The primary of a cluster calls serveClusterMetrics(); the rest is the workers' side. */
export { clusterMetricsText, serveClusterMetrics, shareWithCluster } from './cluster';
