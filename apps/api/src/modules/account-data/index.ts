/** A user's own data (Export Data) and deletion requests (Delete Account, the admins' queue). */
export { accountDataRoutes } from './routes';
export { accountsStatusChanged } from './account-status';
