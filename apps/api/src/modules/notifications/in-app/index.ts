/** In-app notifications: the channel that writes them, the bell's routes, the preferences. */
export { inAppChannel } from './channel';
export { notificationsRoutes } from './routes';
