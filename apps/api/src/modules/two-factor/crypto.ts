import crypto from 'node:crypto';

/**
 * The TOTP secret at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the token secret,
 * bound to the user id, so a copied row neither reads nor moves to another account.
 * `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function secretBox(jwtSecret: string) {
  const key = Buffer.from(
    crypto.hkdfSync('sha256', jwtSecret, 'device-console', 'two-factor secret v1', 32),
  );
  const aad = (userId: number) => Buffer.from(`user:${userId}`);
  return {
    seal(userId: number, plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv).setAAD(aad(userId));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed].map(encode).join('.');
    },
    /** Null when the text was sealed under another key (JWT_SECRET changed) or tampered with. */
    open(userId: number, text: string): string | null {
      const [version, iv, tag, sealed] = text.split('.');
      if (version !== 'v1' || !iv || !tag || !sealed) return null;
      try {
        const decipher = crypto
          .createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
          .setAAD(aad(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(sealed, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');

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
