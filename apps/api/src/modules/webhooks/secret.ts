import { randomBytes } from 'node:crypto';
import { createHmac } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes, hex, with a prefix that says what it is. */
export const newSecret = () => `${PREFIX}${randomBytes(32).toString('hex')}`;

/** What the list shows of a secret: its prefix and last four characters. */
export const secretHint = (secret: string) => `${PREFIX}…${secret.slice(-4)}`;

/**
 * The X-Webhook-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256>` over `<t>.<raw body>`,
 * keyed with the whole secret string (docs/webhooks.md shows how to check it).
 */
export function signatureHeader(secret: string, unixSeconds: number, rawBody: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
