import { MIN_PASSWORD_LENGTH } from '@dd/contract';

export type PasswordProblem = 'mismatch' | 'tooShort';

/**
 * docs/product/rules.md, in this order: new and confirm must match, then the new one must have at
 * least 8 characters. The current password is checked by the server only.
 */
export function checkNewPassword(
  newPassword: string,
  confirmPassword: string,
): PasswordProblem | null {
  if (newPassword !== confirmPassword) return 'mismatch';
  if (newPassword.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  return null;
}
