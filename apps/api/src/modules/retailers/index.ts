export { retailersRoutes } from './routes';
