/** The faulty-device swap: POST /machines/{id}/swap and a machine's swap records. */
export { swapsRoutes } from './routes';
