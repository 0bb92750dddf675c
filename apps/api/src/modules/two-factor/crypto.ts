import crypto from 'node:crypto';
import { secretBox as sealedSecrets } from '../../lib/secret-box';

/**
 * The TOTP secret at rest (lib/secret-box.ts), bound to the user id: a copied row neither reads
 * nor moves to another account.
 */
export function secretBox(jwtSecret: string) {
  const box = sealedSecrets(jwtSecret, 'two-factor secret v1');
  return {
    seal: (userId: number, plain: string) => box.seal(`user:${userId}`, plain),
    /** Null when the text was sealed under another key (JWT_SECRET changed) or tampered with. */
    open: (userId: number, text: string) => box.open(`user:${userId}`, text),
  };
}
export type SecretBox = ReturnType<typeof secretBox>;

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 characters of 5 random bits: 80 bits, shown as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[crypto.randomInt(32)]!);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** What is hashed: upper case without separators; O, I and L read as 0, 1 and 1. */
export function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export const recoveryCodeHash = (input: string) => sha256(normalizeRecoveryCode(input));

/** The sign-in challenge handed to the client (only its hash is stored). */
export const newChallengeToken = () => crypto.randomBytes(32).toString('base64url');
