import { networkInterfaces } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/factories/parties';
import { buildAppOn, TEST_SECRET } from '../../../test/app';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver';
import { webhookSecrets } from './secret';
import { readRows } from '../../../test/read-rows';

const opened = (stored: string) => webhookSecrets(TEST_SECRET).open(stored);

// WEBHOOK_ALLOW_PRIVATE is off here: private and loopback hosts are refused.
const t = useTestApp();
const { admin, distA, retA } = useTwoDistributors(t);

/** A public address given as an IP literal: no DNS, and nothing is ever sent to it here. */
const PUBLIC_URL = 'https://93.184.215.14/hooks/console';
const VALID = { url: PUBLIC_URL, description: 'ERP', events: ['order.created', 'stock.low'] };

/** This machine's interface addresses other than loopback (a webhook could reach them). */
const ownAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal && !entry.address.includes('%'))
    .map((entry) => entry!.address);

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  auth = admin.auth,
) => t.app.inject({ method, url: `/api${url}`, headers: auth, payload: payload as never });

async function created(body: Record<string, unknown> = VALID) {
  const res = await call('POST', '/webhooks', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { webhook: { id: number; secretHint: string }; secret: string };
}

describe('webhooks: managing them', () => {
  it('creates a webhook with a fresh secret shown once; the list shows only its hint', async () => {
    const { webhook, secret } = await created();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(webhook).toMatchObject({
      url: PUBLIC_URL,
      description: 'ERP',
      events: ['order.created', 'stock.low'],
      active: true,
      secretHint: `whsec_…${secret.slice(-4)}`,
      lastDelivery: null,
    });
    const list = await call('GET', '/webhooks');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().webhooks).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: webhook.id, url: PUBLIC_URL })]),
    );
    const audit = await auditOf(t.database, 'webhook', webhook.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'webhook.create' })]);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses URLs that are not http(s) or carry credentials', async () => {
    for (const url of ['ftp://93.184.215.14/x', 'https://user:pw@93.184.215.14/x', 'not a url']) {
      const res = await call('POST', '/webhooks', { ...VALID, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('webhook_url_invalid');
    }
  });

  it('refuses private, loopback, link-local, unique-local and unspecified hosts', async () => {
    const before = await readRows(t.database.db, sql`select id from webhooks`);
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://localhost/x',
      'http://10.1.2.3/x',
      'http://192.168.1.10/x',
      'http://172.20.0.5/x',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0/x',
      'http://[::1]/x',
      'http://[fd12:3456::1]/x',
      'http://[fe80::1]/x',
      'http://[::ffff:127.0.0.1]/x',
      // IANA special-purpose ranges: documentation, benchmarking, broadcast, multicast, and the
      // IPv6 forms of loopback and private IPv4 addresses (IPv4-compatible, 6to4, NAT64).
      'http://198.51.100.1/x',
      'http://203.0.113.1/x',
      'http://192.0.2.1/x',
      'http://198.18.0.1/x',
      'http://255.255.255.255/x',
      'http://224.0.0.1/x',
      'http://[::127.0.0.1]/x',
      'http://[2002:7f00:1::]/x',
      'http://[64:ff9b::a00:1]/x',
      'http://[2001:db8::1]/x',
      'http://[ff02::1]/x',
      // This machine's own addresses, whatever their class.
      ...ownAddresses().map((a) => `http://${a.includes(':') ? `[${a}]` : a}:9913/a`),
    ]) {
      const res = await call('POST', '/webhooks', { ...VALID, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('webhook_url_private');
    }
    expect(await readRows(t.database.db, sql`select id from webhooks`)).toEqual(before);
  });

  it('refuses a host that does not resolve', async () => {
    const res = await call('POST', '/webhooks', {
      ...VALID,
      url: 'https://no-such-host.invalid/x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'webhook_url_unresolvable',
      params: { host: 'no-such-host.invalid' },
    });
  });

  it('needs at least one known event', async () => {
    for (const events of [[], ['order.exploded']]) {
      const res = await call('POST', '/webhooks', { ...VALID, events });
      expect(res.statusCode, JSON.stringify(events)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('edits URL, events and active, keeps the secret; refuses a private URL on edit', async () => {
    const { webhook, secret } = await created();
    const res = await call('PUT', `/webhooks/${webhook.id}`, {
      url: 'https://93.184.215.15/other',
      description: '',
      events: ['order.delivered'],
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().webhook).toMatchObject({
      url: 'https://93.184.215.15/other',
      description: null,
      events: ['order.delivered'],
      active: false,
      secretHint: webhook.secretHint,
    });
    const bad = await call('PUT', `/webhooks/${webhook.id}`, { ...VALID, url: 'http://10.0.0.1/' });
    expect(bad.json().code).toBe('webhook_url_private');
    const [row] = await readRows<{ url: string; secret: string }>(
      t.database.db,
      sql`select url, secret from webhooks where id = ${webhook.id}`,
    );
    expect(row!.url).toBe('https://93.184.215.15/other');
    expect(opened(row!.secret)).toBe(secret);
  });

  it('rotates the secret: the new one is shown once and replaces the old', async () => {
    const { webhook, secret } = await created();
    const res = await call('POST', `/webhooks/${webhook.id}/rotate-secret`);
    expect(res.statusCode).toBe(200);
    const next = res.json().secret as string;
    expect(next).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(next).not.toBe(secret);
    expect(res.json().webhook.secretHint).toBe(`whsec_…${next.slice(-4)}`);
    const [row] = await readRows<{ secret: string }>(
      t.database.db,
      sql`select secret from webhooks where id = ${webhook.id}`,
    );
    expect(opened(row!.secret)).toBe(next);
  });

  it('keeps secrets sealed at rest; one still in the clear is sealed when the app starts', async () => {
    const { webhook, secret } = await created();
    const [stored] = await readRows<{ secret: string }>(
      t.database.db,
      sql`select secret from webhooks where id = ${webhook.id}`,
    );
    expect(stored!.secret).toMatch(/^v1\./);
    expect(stored!.secret).not.toContain(secret.slice(6));

    const plain = `whsec_${'ab'.repeat(32)}`;
    await t.database.db.execute(
      sql`update webhooks set secret = ${plain} where id = ${webhook.id}`,
    );
    const listed = await call('GET', '/webhooks');
    expect(listed.body).toContain('whsec_…abab');
    const restarted = await buildAppOn(t.database);
    await restarted.close();
    const [sealed] = await readRows<{ secret: string }>(
      t.database.db,
      sql`select secret from webhooks where id = ${webhook.id}`,
    );
    expect(sealed!.secret).toMatch(/^v1\./);
    expect(opened(sealed!.secret)).toBe(plain);
  });

  it('deletes a webhook with its log', async () => {
    const { webhook } = await created();
    expect((await call('DELETE', `/webhooks/${webhook.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/webhooks/${webhook.id}/deliveries`)).statusCode).toBe(404);
    expect((await call('DELETE', `/webhooks/${webhook.id}`)).statusCode).toBe(404);
    const list = await call('GET', '/webhooks');
    expect(list.json().webhooks.map((w: { id: number }) => w.id)).not.toContain(webhook.id);
  });

  it('does not send a test event to a webhook that is turned off', async () => {
    const { webhook } = await created({ ...VALID, active: false });
    const res = await call('POST', `/webhooks/${webhook.id}/test`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('webhook_inactive');
  });

  it('checks the host again at delivery: a private address fails the try, nothing is sent', async () => {
    // As if the URL had been saved while it resolved to a public address.
    const [hook] = await readRows<{ id: number }>(
      t.database.db,
      sql`insert into webhooks (url, events, secret) values (${receiver.url}, '["order.created"]'::jsonb, 'whsec_x')
          returning id`,
    );
    const sent = await call('POST', `/webhooks/${hook!.id}/test`);
    expect(sent.statusCode).toBe(202);
    await t.app.background.drain();
    expect(receiver.received).toHaveLength(0);
    const log = await call('GET', `/webhooks/${hook!.id}/deliveries`);
    expect(log.json().deliveries).toEqual([
      expect.objectContaining({
        eventType: 'webhook.test',
        status: 'pending',
        attempts: 1,
        lastStatusCode: null,
        lastError: expect.stringMatching(/^Blocked: /),
        nextAttemptAt: expect.any(String),
      }),
    ]);
  });

  it('is for admins only', async () => {
    const { webhook } = await created();
    for (const who of [distA, retA]) {
      expect((await call('GET', '/webhooks', undefined, who.auth)).statusCode).toBe(403);
      expect((await call('POST', '/webhooks', VALID, who.auth)).statusCode).toBe(403);
      expect(
        (await call('POST', `/webhooks/${webhook.id}/test`, undefined, who.auth)).statusCode,
      ).toBe(403);
    }
  });
});
