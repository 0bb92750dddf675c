import crypto from 'node:crypto';

/**
 * Secrets at rest (decision 0149): AES-256-GCM under a key derived (HKDF-SHA256) from the token
 * secret (`JWT_SECRET`) for one `purpose`, each sealed text bound (as associated data) to what it
 * belongs to, so a copied value neither reads under another purpose nor moves to another owner.
 * `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function secretBox(keySecret: string, purpose: string) {
  const key = Buffer.from(crypto.hkdfSync('sha256', keySecret, 'device-console', purpose, 32));
  return {
    seal(boundTo: string, plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(boundTo));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed].map(encode).join('.');
    },
    /** Null when the text was sealed under another key (JWT_SECRET changed) or tampered with. */
    open(boundTo: string, text: string): string | null {
      const [version, iv, tag, sealed] = text.split('.');
      if (version !== 'v1' || !iv || !tag || !sealed) return null;
      try {
        const decipher = crypto
          .createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
          .setAAD(Buffer.from(boundTo));
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

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');
