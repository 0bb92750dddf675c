/** The security event log: written by the code paths it records; read by admins. */
export { securityEventsRoutes } from './routes';
export { recordSecurityEvent, recordSecurityEvents, requestMeta } from './record';
export type { RequestMeta, SecurityEvent } from './event';
export { emailChangeOf } from './email-change';
