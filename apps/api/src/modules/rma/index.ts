export { rmaRoutes } from './routes';
