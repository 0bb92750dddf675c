import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { systemClock } from '../../platform/clock';

const ISSUER = 'device-console';
const AUDIENCE = 'device-console-web';

type TokenClaims = { sessionId: string; userId: number };

export type TokenService = {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** Answers null for any token that is not ours, not HS256, tampered or expired. */
  verify(token: string): Promise<TokenClaims | null>;
};

/** How many verified tokens are remembered (a few per signed-in user). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: string): TokenService {
  const raw = new TextEncoder().encode(secret);
  // Imported once: given raw bytes, jose imports a key on every sign and verify.
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // A token's signature and claims never change, so a verified token is remembered until it
  // expires (the session behind it is still checked in the database on every request).
  const verified = new Map<string, TokenClaims & { exp: number }>();

  async function verifySignature(token: string) {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
      return { sessionId: payload.sid, userId, exp: payload.exp! };
    } catch {
      return null;
    }
  }

  return {
    sign: async ({ sessionId, userId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key),
    verify: async (token) => {
      let claims = verified.get(token);
      if (!claims) {
        const fresh = await verifySignature(token);
        if (!fresh) return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, fresh);
        claims = fresh;
      }
      if (claims.exp * 1000 <= systemClock().getTime()) {
        verified.delete(token);
        return null;
      }
      return { sessionId: claims.sessionId, userId: claims.userId };
    },
  };
}

/** Embedded mode without JWT_SECRET: a random secret made once and kept in the data folder. */
export function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
