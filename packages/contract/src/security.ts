import { z } from 'zod';

/**
 * What the security event log records (admins read it from Profile > Security events). Each is
 * written by the code path that does the thing, with the IP and user agent of the request.
 */
export const SECURITY_EVENT_TYPES = [
  'sign_in',
  'sign_in_failed',
  'sign_in_throttled',
  'sign_out',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_failed',
  'recovery_code_used',
  'recovery_codes_regenerated',
  'password_changed',
  'email_changed',
  'sessions_revoked',
  'account_created',
  'role_changed',
  'status_changed',
] as const;
export const SecurityEventType = z.enum(SECURITY_EVENT_TYPES);
export type SecurityEventType = z.infer<typeof SecurityEventType>;
