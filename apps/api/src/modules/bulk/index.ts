/**
 * Bulk actions: the spec's calls (POST /bulk/assignments, PUT /bulk/machines/status: all or
 * nothing) and the machines list's selection (status, assign, export, labels: each device done
 * or refused with its reason).
 */
export { bulkRoutes } from './routes';
export { machineBulkRoutes } from './selection-routes';
