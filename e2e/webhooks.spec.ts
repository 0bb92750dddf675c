import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/screens';
import { signIn } from './support/session';

/** A receiver on loopback (the e2e server runs with WEBHOOK_ALLOW_PRIVATE=1). */
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let server: Server;
let url = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/journey/${Date.now().toString(36)}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('admin adds a webhook in Profile, sends a test event and sees it delivered with 200', async ({
  page,
}) => {
  await signIn(page, 'admin', '/profile');
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/tab=webhooks/);

  await page.getByRole('button', { name: 'Add webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Add webhook' });
  await form.getByLabel('Payload URL').fill(url);
  await form.getByLabel('Description').fill('Journey receiver');
  await form.getByRole('checkbox', { name: 'Order created' }).check();
  await form.getByRole('checkbox', { name: 'Order delivered' }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Add webhook' }).click();

  const shown = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = (await shown.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const card = page.getByRole('listitem', { name: url });
  await expect(card).toContainText('Journey receiver');
  await expect(card).toContainText('2 events');
  await expect(card).toContainText(`whsec_…${secret.slice(-4)}`);
  await expect(card).not.toContainText(secret);

  await card.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByText('Test event queued: see the delivery log')).toBeVisible();
  await card.getByRole('button', { name: 'Delivery log' }).click();
  const log = page.getByRole('dialog', { name: 'Delivery log' });
  const row = log.getByTestId('webhook-delivery').first();
  // The server's worker delivers within a poll or two; Refresh reads the log again.
  await expect(async () => {
    await log.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('Succeeded', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText('Test event');
  await expect(row).toContainText('200');
  await expectAccessible(page);

  // What arrived is signed with the secret shown once.
  const test = received.find((r) => r.headers['x-webhook-event'] === 'webhook.test');
  expect(test).toBeDefined();
  const signature = String(test!.headers['x-webhook-signature']);
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
  expect(createHmac('sha256', secret).update(`${t}.${test!.body}`).digest('hex')).toBe(v1);
  expect(JSON.parse(test!.body).id).toBe(test!.headers['x-webhook-id']);
  await log.getByRole('button', { name: 'Close' }).first().click();

  // On a phone the list and its actions still fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole('button', { name: 'Delivery log' })).toBeVisible();
  await expect(card).toContainText('Succeeded');

  await card.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this webhook?' })
    .getByRole('button', { name: 'Delete webhook' })
    .click();
  await expect(page.getByRole('listitem', { name: url })).toHaveCount(0);
});

test('a distributor has no Webhooks tab', async ({ page }) => {
  await signIn(page, 'distributor', '/profile?tab=webhooks');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveCount(0);
});
