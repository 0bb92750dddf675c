/** The security event log: written by the code paths it records; read by admins. */
export { securityEventsRoutes } from './routes';
export {
  recordSecurityEvent,
  recordSecurityEvents,
  requestMeta,
  type RequestMeta,
  type SecurityEvent,
} from './record';
