export { reportsRoutes } from './routes';
/** The machines list's "Export selection / view" (modules/machine-bulk) streams the same file. */
export { reportFile } from './queries/export';
export type { MachinesExportFilters } from './report-sql';
