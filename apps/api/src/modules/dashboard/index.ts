export { dashboardRoutes } from './routes';
/** The reports dashboard builds its charts on the same scoped counts. */
export { dashboardCounts, statsOf } from './queries';
