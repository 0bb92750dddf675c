/**
 * Telling people what happened, from the outbox: in-app notifications (the bell, preferences)
 * and notification emails. Who is told: recipients.ts.
 */
export { notificationsRoutes } from './in-app';
export { registerNotifications } from './background';
export { tellInAppOnly } from './history';
/** The web page of an object (the links in emails and on printed labels). */
export { devicePath } from './links';
