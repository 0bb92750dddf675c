export { ordersRoutes } from './routes';
