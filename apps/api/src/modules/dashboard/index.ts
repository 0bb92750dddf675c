export { dashboardRoutes } from './routes';
/** The reports dashboard builds its charts on the same scoped counts. */
export { dashboardCounts, statsOf } from './queries';
/** The orders and assignments lists' stat cards read the same kept counts. */
export { keptStatusCounts } from './status-counts';
