import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { components } from './generated/api';

/** A delivery's JSON body, typed by the document (`WebhookPayload`: one per event type). */
export type WebhookPayload = components['schemas']['WebhookPayload'];

/**
 * true when `rawBody` was signed with `secret` within `toleranceSec` (docs/webhooks.md): the
 * HMAC-SHA256 of `<t>.<raw body>`, compared in constant time.
 */
export function verifyWebhook(
  secret: string,
  signatureHeader: string,
  rawBody: string,
  nowSec = Date.now() / 1000,
  toleranceSec = 300,
): boolean {
  const parts = Object.fromEntries(signatureHeader.split(',').map((kv) => kv.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSec - t) > toleranceSec) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A receiver on a local port: verifies each delivery's signature (401 when it fails), drops a
 * repeat by its X-Webhook-Id (delivery is at least once), and hands the typed payload on.
 */
export async function startReceiver(
  secret: () => string,
  onEvent: (payload: WebhookPayload) => void,
  port = 0,
) {
  const seen = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['x-webhook-signature'] ?? '');
      if (!verifyWebhook(secret(), signature, rawBody)) {
        res.writeHead(401).end();
        return;
      }
      const id = String(req.headers['x-webhook-id']);
      if (!seen.has(id)) {
        seen.add(id);
        onEvent(JSON.parse(rawBody) as WebhookPayload);
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
