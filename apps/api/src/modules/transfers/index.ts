/** Transfers of devices between distributors: an admin sends, the receiver accepts or refuses. */
export { transfersRoutes } from './routes';
