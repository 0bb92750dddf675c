/** Scheduled reports: the routes, the tick that claims due slots and the job that mails a run. */
export { reportSchedulesRoutes } from './routes';
export { reportScheduleTick } from './tick';
export { reportRunHandlers } from './run';
