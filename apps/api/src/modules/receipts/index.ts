export { receiptsRoutes } from './routes';
