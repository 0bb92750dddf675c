import { z } from 'zod';
import { Password } from './auth';
import { IsoDateTime } from './common';

/** The six digits an authenticator app shows (RFC 6238, 30-second steps). */
export const TotpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code');
/** One of the ten recovery codes (dashes, spaces and letter case do not matter). */
export const RecoveryCode = z.string().trim().min(1).max(64);

/** `fields` and the second factor: the app's current code, or one of the recovery codes. */
function withSecondFactor<F extends z.core.$ZodLooseShape>(fields: F) {
  return z.union([
    z.strictObject({ ...fields, code: TotpCode }),
    z.strictObject({ ...fields, recoveryCode: RecoveryCode }),
  ]);
}

/** The opaque token of a sign-in waiting for its second step (short-lived, single use). */
export const TwoFactorChallenge = z.string().min(1).max(200);

/** POST /auth/login/two-factor: the second step, with an app code or a recovery code. */
export const TwoFactorLoginRequest = withSecondFactor({ challenge: TwoFactorChallenge });
export type TwoFactorLoginRequest = z.infer<typeof TwoFactorLoginRequest>;

/** GET /auth/two-factor: the caller's own state. `required`: an admin under REQUIRE_ADMIN_2FA. */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: IsoDateTime.nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** POST /auth/two-factor/setup: starting (or restarting) enrolment needs the password. */
export const TwoFactorSetupRequest = z.strictObject({ password: Password });
export type TwoFactorSetupRequest = z.infer<typeof TwoFactorSetupRequest>;

/** The new secret, as text for manual entry, as an otpauth:// URI and as a QR code (data: URL). */
export const TwoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>;

/**
 * POST /auth/two-factor/enable: the first code from the app confirms the pending secret. The
 * other sessions and the API tokens, opened without a second factor, end when asked (the
 * security event says which were ended and which kept).
 */
export const TwoFactorEnableRequest = z.strictObject({
  code: TotpCode,
  endOtherSessions: z.boolean().optional(),
  revokeApiTokens: z.boolean().optional(),
});
export type TwoFactorEnableRequest = z.infer<typeof TwoFactorEnableRequest>;

/** Recovery codes are shown once, in this answer; only their hashes are kept. */
export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

/** Turning 2FA off or making new recovery codes: the password and a current code. */
export const TwoFactorProofRequest = withSecondFactor({ password: Password });
export type TwoFactorProofRequest = z.infer<typeof TwoFactorProofRequest>;

/** How many recovery codes an account gets. */
export const RECOVERY_CODE_COUNT = 10;
