export { assignmentsRoutes } from './routes';
