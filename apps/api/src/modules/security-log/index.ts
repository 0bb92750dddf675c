/** The security event log: written by the code paths it records; read by admins. */
export { recordSecurityEvent, type RequestMeta, type SecurityEvent } from './record';
