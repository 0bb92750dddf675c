import { z } from 'zod';
import { AccountStatus, Language, MIN_PASSWORD_LENGTH, Theme, TimeZone, UserType } from './enums';
import { Email, IntId, IsoDateTime, Name, Phone } from './common';

export const Preferences = z.object({ theme: Theme, language: Language, timezone: TimeZone });
export type Preferences = z.infer<typeof Preferences>;

/** The public user: never carries a password hash (unknown keys are stripped on output). */
export const User = z.object({
  id: IntId,
  name: z.string(),
  email: z.string(),
  userType: UserType,
  phone: z.string().nullable(),
  status: AccountStatus,
  distributorId: IntId.nullable(),
  retailerId: IntId.nullable(),
  preferences: Preferences,
  createdAt: IsoDateTime,
  lastLoginAt: IsoDateTime.nullable(),
  /** Two-factor sign-in is on (Profile > Security). */
  twoFactorEnabled: z.boolean(),
});
export type User = z.infer<typeof User>;

/** The account's present password, as typed to prove who is asking. */
export const Password = z.string().min(1, 'Password is required').max(1024);
export const NewPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long!`)
  .max(1024);

export const LoginRequest = z.strictObject({
  email: Email,
  password: Password,
  userType: UserType.default('admin'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** A finished sign-in: the session token and the user. */
export const LoginSuccess = z.object({ token: z.string(), user: User });
export type LoginSuccess = z.infer<typeof LoginSuccess>;

/** The password was right and the account has 2FA: no session yet, the code step comes next. */
export const LoginTwoFactorRequired = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type LoginTwoFactorRequired = z.infer<typeof LoginTwoFactorRequired>;

export const LoginResponse = z.union([LoginSuccess, LoginTwoFactorRequired]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RegisterRequest = z.strictObject({
  name: Name,
  email: Email,
  password: NewPassword,
  phone: Phone.optional(),
  userType: UserType.default('admin'),
  distributorId: IntId.optional(),
  retailerId: IntId.optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** The bootstrap admin gets a token; accounts an admin creates do not (no session as someone else). */
export const RegisterResponse = z.object({ token: z.string().optional(), user: User });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const MeResponse = z.object({ user: User });
export type MeResponse = z.infer<typeof MeResponse>;

export const ChangePasswordRequest = z.strictObject({
  currentPassword: Password,
  newPassword: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/**
 * A new `email` (the sign-in name) needs `currentPassword`: a stolen session alone cannot move the
 * account to another address. Unused when the email stays as it is.
 */
export const UpdateProfileRequest = z.strictObject({
  name: Name.optional(),
  email: Email.optional(),
  currentPassword: Password.optional(),
  phone: Phone.nullable().optional(),
  preferences: z.strictObject(Preferences.shape).partial().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** `message` is the spec's server text ('Profile updated successfully'). */
export const ProfileResponse = z.object({ user: User, message: z.string().optional() });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const SessionInfo = z.object({
  id: z.string(),
  createdAt: IsoDateTime,
  lastSeenAt: IsoDateTime,
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const SessionsResponse = z.object({ sessions: z.array(SessionInfo) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;
