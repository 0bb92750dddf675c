import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { integer, timestamptz } from '../../db/row-types';
import type { ModuleDeps } from '../deps';
import { backoffMs, type Job, type JobHandler } from '../../platform/queue';
import { postWebhook } from './post';
import { signatureHeader, type WebhookSecrets } from './secret';
import { webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema';

/** Retries: 30 s, doubling, at most 1 h apart, until a day after the first try. */
/** A secret sealed under another JWT_SECRET cannot sign: nothing is sent unsigned. */
export const SECRET_UNREADABLE =
  'The signing secret cannot be read (JWT_SECRET changed): rotate the secret';
const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 3_600_000;
const RETRY_WINDOW_MS = 24 * 3_600_000;

/** What a delivery is made with. */
export type DeliveryDeps = ModuleDeps & {
  /** Webhooks may target private and loopback addresses (WEBHOOK_ALLOW_PRIVATE=1). */
  webhookAllowPrivate: boolean;
  secrets: WebhookSecrets;
};

const nextTry = (attempt: number, now: Date) =>
  new Date(now.getTime() + backoffMs(attempt, RETRY_BASE_MS, RETRY_CAP_MS));

const Target = z.object({
  id: integer,
  delivery_id: z.string(),
  event_type: z.string(),
  body: z.unknown(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  url: z.string(),
  secret: z.string(),
  active: z.boolean(),
});

/**
 * Job `webhook.deliver`: one try of one delivery. Success (2xx) or a failure past the day's
 * window ends the delivery; another failure throws, and the worker runs the job again at
 * `retryAt` (the same backoff that the delivery's `next_attempt_at` shows).
 */
export function deliveryHandler(deps: DeliveryDeps): JobHandler {
  async function run(job: Job): Promise<void> {
    const id = Number(job.payload.deliveryId);
    const [target] = await rows(
      deps.db,
      sql`SELECT d.id, d.delivery_id, d.event_type, d.body, d.status, w.url, w.secret, w.active
            FROM ${webhookDeliveries} d JOIN ${webhooks} w ON w.id = d.webhook_id
           WHERE d.id = ${id}`,
      Target,
    );
    // Deleted with its webhook, or already settled (a repeated job): nothing to send.
    if (!target || target.status !== 'pending') return;
    if (!target.active) {
      await settle(id, 'failed', null, 'The webhook was turned off');
      return;
    }
    const secret = deps.secrets.open(target.secret);
    if (secret === null) {
      await settle(id, 'failed', null, SECRET_UNREADABLE);
      return;
    }

    const now = deps.clock();
    const rawBody = JSON.stringify(target.body);
    const started = performance.now();
    const result = await postWebhook(
      target.url,
      rawBody,
      {
        'content-type': 'application/json',
        'user-agent': 'DeviceConsole-Webhooks/1',
        'x-webhook-id': target.delivery_id,
        'x-webhook-event': target.event_type,
        'x-webhook-signature': signatureHeader(secret, Math.floor(now.getTime() / 1000), rawBody),
      },
      deps.webhookAllowPrivate,
    );
    const durationMs = Math.round(performance.now() - started);
    const error = result.ok ? null : result.error;
    await deps.db.execute(sql`
      INSERT INTO ${webhookAttempts} (delivery_id, at, status_code, error, duration_ms)
      VALUES (${id}, ${now.toISOString()}::timestamptz, ${result.statusCode}, ${error}, ${durationMs})`);

    if (result.ok) {
      await settle(id, 'succeeded', { statusCode: result.statusCode, error: null });
      return;
    }
    const [first] = await rows(
      deps.db,
      sql`SELECT min(at) AS at FROM ${webhookAttempts} WHERE delivery_id = ${id}`,
      z.object({ at: timestamptz }),
    );
    const deadline = first!.at.getTime() + RETRY_WINDOW_MS;
    const next = nextTry(job.attempts, now);
    if (next.getTime() > deadline) {
      await settle(id, 'failed', { statusCode: result.statusCode, error: result.error });
      return;
    }
    await deps.db.execute(sql`
      UPDATE ${webhookDeliveries}
         SET attempts = attempts + 1, last_status_code = ${result.statusCode},
             last_error = ${result.error}, next_attempt_at = ${next.toISOString()}::timestamptz
       WHERE id = ${id}`);
    throw new Error(result.error);
  }

  /**
   * Ends a delivery. `tried`: the answer of the try just made (counted); without it (turned
   * off) only the reason is written.
   */
  async function settle(
    id: number,
    status: 'succeeded' | 'failed',
    tried: { statusCode: number | null; error: string | null } | null,
    reason: string | null = null,
  ) {
    const now = deps.clock().toISOString();
    await deps.db.execute(sql`
      UPDATE ${webhookDeliveries}
         SET status = ${status}, attempts = attempts + ${tried ? 1 : 0},
             last_status_code = ${tried ? sql`${tried.statusCode}` : sql`last_status_code`},
             last_error = ${tried ? tried.error : reason}, next_attempt_at = NULL,
             delivered_at = ${status === 'succeeded' ? sql`${now}::timestamptz` : sql`NULL`}
       WHERE id = ${id} AND status = 'pending'`);
  }

  return { run, retryAt: (attempt, now) => nextTry(attempt, now), leaseMs: 60_000 };
}
