import crypto from 'node:crypto';
import { API_TOKEN_PREFIX } from '@dd/contract';

/** `ddt_` + 43 base64url characters: 32 random bytes (256 bits), so no hashing cost is needed. */
const SHAPE = /^ddt_[A-Za-z0-9_-]{43}$/;
/** How much of the token the list shows: the prefix and 8 characters (48 bits: still secret). */
const SHOWN = API_TOKEN_PREFIX.length + 8;

export function newTokenSecret(): { secret: string; hash: string; prefix: string } {
  const secret = API_TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
  return { secret, hash: hashToken(secret), prefix: secret.slice(0, SHOWN) };
}

/**
 * SHA-256 hex: a token has 256 random bits, so a fast hash is as strong as a slow one (there is
 * nothing to guess) and the lookup stays one indexed equality on every request.
 */
export const hashToken = (secret: string) =>
  crypto.createHash('sha256').update(secret).digest('hex');

/** Whether a bearer value is an API token (rather than a session's JWT) at all. */
export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

/** Whether it has a token's exact shape (anything else is refused without a query). */
export const hasTokenShape = (bearer: string) => SHAPE.test(bearer);
