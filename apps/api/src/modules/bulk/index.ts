export { bulkRoutes } from './routes';
