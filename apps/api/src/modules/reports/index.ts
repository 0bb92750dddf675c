export { reportsRoutes } from './routes';
/** The machines list's "Export selection / view" (modules/bulk) streams the same file. */
export { reportFile } from './queries/export';
export type { MachinesExportFilters } from './report-sql';
export type { DatedReportFilters } from './source';
