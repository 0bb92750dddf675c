/** Scheduled reports: the routes, the runs that come due and the job that mails a run. */
export { reportSchedulesRoutes } from './routes';
export { registerReportSchedules } from './background';
