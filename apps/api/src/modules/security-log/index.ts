/** The security event log: written by the code paths it records; read by admins. */
export {
  recordSecurityEvent,
  recordSecurityEvents,
  requestMeta,
  type RequestMeta,
  type SecurityEvent,
} from './record';
