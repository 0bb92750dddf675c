import crypto from 'node:crypto';
import { INTEGRATION_KEY_PREFIX } from '@dd/contract';

/** `ddk_` + 43 base64url characters: 32 random bytes (256 bits), so no hashing cost is needed. */
const SHAPE = /^ddk_[A-Za-z0-9_-]{43}$/;
/** How much of the key the list shows: the prefix and 8 characters (48 bits: still secret). */
const SHOWN = INTEGRATION_KEY_PREFIX.length + 8;

export function newKeySecret(): { key: string; hash: string; prefix: string } {
  const key = INTEGRATION_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
  return { key, hash: hashKey(key), prefix: key.slice(0, SHOWN) };
}

/**
 * SHA-256 hex, as for API tokens: a key has 256 random bits, so a fast hash is as strong as a
 * slow one and the lookup stays one indexed equality on every request.
 */
export const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** Whether a bearer value is an integration key (rather than a JWT or an API token) at all. */
export const isIntegrationKey = (bearer: string) => bearer.startsWith(INTEGRATION_KEY_PREFIX);

/** Whether it has a key's exact shape (anything else is refused without a query). */
export const hasKeyShape = (bearer: string) => SHAPE.test(bearer);
