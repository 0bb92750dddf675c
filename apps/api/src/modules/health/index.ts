export { healthRoutes } from './routes';
export { probeRoutes } from './probes';
export { createReadiness, type Readiness } from './readiness';
