import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkWebhookPayload } from './openapi-answers';

type Received = { headers: IncomingHttpHeaders; body: string; status: number };

/**
 * The check docs/webhooks.md tells receivers to make: the signature header's `t` and `v1`, an
 * HMAC-SHA256 of `<t>.<raw body>` with the secret, compared in constant time, and `t` within
 * `toleranceSec` of `nowSec`.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSec: number,
  toleranceSec = 300,
): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((kv) => kv.split('=', 2) as [string, string]),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSec - t) > toleranceSec || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A webhook receiver on a loopback port; a payload that does not match the OpenAPI document
 * fails the test that caused it (test/openapi-answers.ts). It answers the queued statuses in turn (then 200),
 * and keeps what it processed in a table keyed by X-Webhook-Id, so a repeat is dropped.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const processed = new Map<string, string>();
  const answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      // Each payload sent must match its event's schema in the OpenAPI document.
      checkWebhookPayload(body);
      const status = answers.shift() ?? 200;
      received.push({ headers: req.headers, body, status });
      const id = String(req.headers['x-webhook-id']);
      if (status < 300 && !processed.has(id)) processed.set(id, body);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/in`,
    port,
    received,
    /** The receiver's dedupe table: X-Webhook-Id -> the body it acted on. */
    processed,
    /** The next answers' statuses, in order. */
    answer: (...statuses: number[]) => answers.push(...statuses),
    /** Forgets what it received and the queued answers. */
    reset() {
      received.length = 0;
      processed.clear();
      answers.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
