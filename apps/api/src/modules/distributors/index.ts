export { distributorsRoutes } from './routes';
