export { machineBulkRoutes } from './routes';
