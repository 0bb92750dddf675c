/** Distributors and retailers: one implementation, one descriptor per kind. */
export { distributorsRoutes, retailersRoutes } from './routes';
