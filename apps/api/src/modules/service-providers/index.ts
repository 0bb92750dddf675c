export { serviceProvidersRoutes } from './routes';
