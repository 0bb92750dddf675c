import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { secretBox } from '../../lib/secret-box';
import { webhooks } from '../../db/schema';

const PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes, hex, with a prefix that says what it is. */
export const newSecret = () => `${PREFIX}${randomBytes(32).toString('hex')}`;

/** What the list shows of a secret: its prefix and last four characters. */
const secretHint = (secret: string) => `${PREFIX}…${secret.slice(-4)}`;

/**
 * The X-Webhook-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256>` over `<t>.<raw body>`,
 * keyed with the whole secret string (docs/webhooks.md shows how to check it).
 */
export function signatureHeader(secret: string, unixSeconds: number, rawBody: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * The signing secrets at rest (decision 0149): sealed under a key derived from JWT_SECRET. A
 * stored value still in the clear (written before 0149, or by an older process during a rolling
 * upgrade) reads as itself until `sealPlainSecrets` seals it.
 */
export function webhookSecrets(jwtSecret: string) {
  const box = secretBox(jwtSecret, 'webhook secret v1');
  const open = (stored: string): string | null =>
    stored.startsWith(PREFIX) ? stored : box.open('webhook', stored);
  return {
    seal: (plain: string) => box.seal('webhook', plain),
    /** The secret, or null when it was sealed under another JWT_SECRET. */
    open,
    /** The list's hint; `whsec_…????` when the secret cannot be read (rotate it). */
    hint: (stored: string) => {
      const plain = open(stored);
      return plain === null ? `${PREFIX}…????` : secretHint(plain);
    },
  };
}
export type WebhookSecrets = ReturnType<typeof webhookSecrets>;

/** Seals the secrets still stored in the clear (at start; a no-op once all are sealed). */
export async function sealPlainSecrets(db: Db, secrets: WebhookSecrets): Promise<number> {
  const plain = await rows(
    db,
    sql`SELECT id, secret FROM ${webhooks} WHERE secret LIKE ${`${PREFIX}%`}`,
    z.object({ id: z.int(), secret: z.string() }),
  );
  for (const row of plain) {
    await db.execute(
      sql`UPDATE ${webhooks} SET secret = ${secrets.seal(row.secret)}
           WHERE id = ${row.id} AND secret = ${row.secret}`,
    );
  }
  return plain.length;
}
