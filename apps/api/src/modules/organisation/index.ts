/** Our own company (the consignor on delivery challans), edited by admins in Profile. */
export { organisationRoutes } from './routes';
export { organisationRow } from './queries';
