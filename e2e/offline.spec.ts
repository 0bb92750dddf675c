import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshotBoth, WIDTHS } from './support/screens';
import { setLanguage } from './support/language';
import { createDevices, devicesAtRetailer } from './support/devices';
import { bookOrderForDistributorOne } from './support/orders';
import { apiGet, apiToken, signIn } from './support/session';

/**
 * Working without a network (issue #36, decision 0155), on a phone: the app is installable (a
 * manifest and a service worker), opens offline with the answers it last read and says from
 * when.
 */

/** Waits until the service worker controls the page and has every file of the app. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The page loaded before the worker was there: a reload puts it under the worker's control.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Signs the admin in at `path` with the service worker in control, as every journey here starts. */
async function signInWithWorker(page: Page, path?: string) {
  await signIn(page, 'admin', path);
  await waitForServiceWorker(page);
}

/**
 * Waits until the device kept the account's answers (IndexedDB; written a second after a read):
 * some kept answer holds `part`, or, given `inQuery` (the start of a query key as JSON), one of
 * that query's answers does (another screen's answer may name the same thing earlier).
 */
async function waitForKeptAnswers(page: Page, part: string, inQuery?: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([part, inQuery]) =>
            new Promise<boolean>((resolve) => {
              const holds = (kept: string) => {
                if (inQuery === undefined) return kept.includes(part);
                const client = JSON.parse(kept) as {
                  clientState?: { queries?: { queryKey: unknown; state: { data: unknown } }[] };
                };
                return (client.clientState?.queries ?? []).some(
                  (q) =>
                    JSON.stringify(q.queryKey).startsWith(inQuery) &&
                    JSON.stringify(q.state.data).includes(part),
                );
              };
              const open = indexedDB.open('dd-offline-cache');
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('cache')) return resolve(false);
                const all = db.transaction('cache').objectStore('cache').getAll();
                all.onsuccess = () =>
                  resolve(all.result.some((v) => typeof v === 'string' && holds(v)));
                all.onerror = () => resolve(false);
              };
              open.onerror = () => resolve(false);
            }),
          [part, inQuery] as const,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

test.use({ viewport: WIDTHS.phone });

test('the app is installable: a manifest with icons, standalone, and a service worker', async ({
  page,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    display: string;
    theme_color: string;
    start_url: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('Device Distribution Console');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of manifest.icons) expect(icon.sizes).toMatch(/^\d+x\d+$/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
  await waitForServiceWorker(page);

  // Offline, the app still starts (its files come from the worker), not the browser's page.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.context().setOffline(false);
});

test('offline, Machines opens with the machines last loaded and says from when', async ({
  page,
}) => {
  test.slow();
  await signInWithWorker(page, '/machines');
  const firstRow = page
    .getByRole('list', { name: /Machines/ })
    .getByRole('listitem')
    .first();
  await expect(firstRow).toBeVisible();
  const firstText = (await firstRow.innerText()).split('\n')[0]!;
  await waitForKeptAnswers(page, '"machines"');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toHaveText(
    /^Offline: showing data from .+\d{1,2}:\d{2}/,
  );
  await expect(
    page
      .getByRole('list', { name: /Machines/ })
      .getByRole('listitem')
      .first(),
  ).toContainText(firstText);

  // Back online: the banner goes.
  await page.context().setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('offline, Orders, an order and Assignments open with what was last read', async ({
  page,
  context,
}) => {
  test.slow();
  await signInWithWorker(page, '/orders');
  const { orders } = await apiGet<{ orders: { id: number; order_number: string }[] }>(
    page,
    'admin',
    '/orders?pageSize=1',
  );
  const order = orders[0]!;
  await expect(page.getByRole('link', { name: /^View / }).first()).toBeVisible();
  await waitForKeptAnswers(page, '["orders","list"');
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 2, name: order.order_number })).toBeVisible();
  // Answers are written to the device within a second of being read: this journey leaves each
  // screen by loading the next page, which a person in the app does not.
  await waitForKeptAnswers(page, `["orders","detail",${order.id}]`);
  await page.goto('/assignments');
  await expect(page.getByRole('article').first()).toBeVisible();
  const firstAssignment = (await page.getByRole('article').first().innerText()).split('\n')[0]!;
  await waitForKeptAnswers(page, '"assignments"');

  await context.setOffline(true);
  await page.goto('/orders');
  await expect(page.getByTestId('offline-banner')).toContainText('Offline: showing data from');
  await expect(page.getByRole('link', { name: /^View / }).first()).toBeVisible();
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 2, name: order.order_number })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.goto('/assignments');
  await expect(page.getByRole('article').first()).toContainText(firstAssignment);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await context.setOffline(false);
});

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

/** The machine's id, through the API as admin. */
async function machineId(page: Page, serial: string): Promise<number> {
  const list = await apiGet<{ machines: { id: number; serialNumber: string }[] }>(
    page,
    'admin',
    `/machines?search=${serial}`,
  );
  const found = list.machines.find((m) => m.serialNumber === serial);
  expect(found, `machine ${serial}`).toBeTruthy();
  return found!.id;
}

/** A new open receipt of provider 1 expecting these serials, through the API as admin. */
async function openReceipt(page: Page, serials: string[]): Promise<number> {
  const res = await page.request.post('/api/receipts', {
    headers: {
      authorization: `Bearer ${await apiToken(page, 'admin')}`,
      'idempotency-key': crypto.randomUUID(),
    },
    data: {
      serviceProviderId: 1,
      reference: `OFF-${stamp()}`,
      receiptDate: '2026-11-20',
      items: serials.map((serialNumber) => ({
        serialNumber,
        type: 'POS',
        model: 'T-300',
        manufacturer: 'Telering',
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { receipt: { id: number } }).receipt.id;
}

/** The machine detail dialog of `serial`, from the Machines list (a phone shows cards). */
async function openDetail(page: Page, serial: string) {
  await page.goto(`/machines?search=${serial}`);
  await page.getByRole('button', { name: /View/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Machine Details' });
  await expect(dialog.getByRole('heading', { name: 'Activation' })).toBeVisible();
  return dialog;
}

/** Marks the device in the open detail dialog installed (today). */
async function markInstalled(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: 'Mark installed' }).click();
  await dialog.getByLabel('Location').fill('Counter 1');
  await dialog.getByRole('button', { name: 'Mark installed' }).click();
}

const queueButton = (page: Page) => page.getByTestId('offline-queue-button');
const installs = (history: { action: string }[]) =>
  history.filter((h) => /install/i.test(h.action)).length;

test('offline, an install and two receipt scans wait, survive a closed page and are sent once', async ({
  page,
  context,
}) => {
  test.slow();
  const s = stamp();
  const device = `OFF-${s}-D`;
  const expected = [`OFF-${s}-1`, `OFF-${s}-2`];
  await signInWithWorker(page, '/machines');
  await devicesAtRetailer(page, [device]);
  const id = await machineId(page, device);
  const receiptId = await openReceipt(page, expected);

  // Read online first: the receipt's screen and the device's detail are kept on the device.
  await page.goto(`/receipts/${receiptId}`);
  await expect(page.getByLabel('Scan or type a serial number')).toBeVisible();
  await waitForKeptAnswers(page, `["receipts","one",${receiptId}]`);
  const dialog = await openDetail(page, device);
  await waitForKeptAnswers(page, device);

  await context.setOffline(true);
  await markInstalled(dialog);
  await expect(dialog.getByRole('list', { name: 'Waiting to send' })).toContainText(
    'Waiting to send',
  );
  await expect(queueButton(page)).toHaveAttribute('aria-label', 'Waiting to send: 1');
  await page.keyboard.press('Escape');

  await page.goto(`/receipts/${receiptId}`);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  const scanInput = page.getByLabel('Scan or type a serial number');
  for (const serial of expected) {
    await scanInput.fill(serial);
    await scanInput.press('Enter');
    await expect(page.locator('[data-result]')).toHaveText(`${serial}: Waiting to send`);
  }
  await expect(queueButton(page)).toHaveAttribute('aria-label', 'Waiting to send: 3');

  // The page is closed and opened again, still offline: the queue is still there.
  await page.close();
  const again = await context.newPage();
  await again.goto(`/receipts/${receiptId}`);
  await expect(again.getByTestId('offline-banner')).toBeVisible();
  await expect(queueButton(again)).toHaveAttribute('aria-label', 'Waiting to send: 3');
  await queueButton(again).click();
  const panel = again.getByRole('dialog', { name: 'Waiting to send' });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('listitem').first()).toContainText(device);
  await again.keyboard.press('Escape');
  const nothingSent = await apiGet<{ receipt: { progress: { received: number } } }>(
    again,
    'admin',
    `/receipts/${receiptId}`,
  );
  expect(nothingSent.receipt.progress.received).toBe(0);

  // Back online: everything is sent, once; the banner and the queue go.
  await context.setOffline(false);
  await expect(queueButton(again)).toHaveCount(0, { timeout: 15_000 });
  await expect(again.getByTestId('offline-banner')).toHaveCount(0);
  const receipt = await apiGet<{ receipt: { progress: { received: number; unexpected: number } } }>(
    again,
    'admin',
    `/receipts/${receiptId}`,
  );
  expect(receipt.receipt.progress.received).toBe(2);
  expect(receipt.receipt.progress.unexpected).toBe(0);
  const history = await apiGet<{
    machine: { activationState: string };
    history: { action: string }[];
  }>(again, 'admin', `/reports/machine-history/${id}`);
  expect(history.machine.activationState).toBe('INSTALLED');
  expect(installs(history.history)).toBe(1);
  // The screen shows what the server now holds.
  await expect(again.getByText(/^Received$/).locator('xpath=following-sibling::p')).toHaveText('2');
});

test('a queued action the server refuses shows its reason, and can be discarded', async ({
  page,
  context,
}) => {
  test.slow();
  const device = `OFR-${stamp()}`;
  await signInWithWorker(page, '/machines');
  await devicesAtRetailer(page, [device]);
  const id = await machineId(page, device);
  const dialog = await openDetail(page, device);

  await context.setOffline(true);
  await markInstalled(dialog);
  await expect(queueButton(page)).toHaveAttribute('aria-label', 'Waiting to send: 1');
  // Meanwhile someone else marks it installed: the queued step no longer fits.
  const other = await page.request.post(`/api/machines/${id}/activation`, {
    headers: { authorization: `Bearer ${await apiToken(page, 'admin')}` },
    data: { step: 'INSTALLED', date: '2026-11-20' },
  });
  expect(other.status(), await other.text()).toBe(200);
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await queueButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Waiting to send' });
  const item = panel.getByRole('listitem');
  await expect(item).toContainText('Refused');
  const reason = (await item.getByRole('alert').innerText()).trim();
  expect(reason.length).toBeGreaterThan(0);
  await item.getByRole('button', { name: 'Discard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard this action?' });
  await expect(confirm).toContainText('It is not sent, and cannot be sent later.');
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(panel.getByText('Nothing is waiting to send.')).toBeVisible();
  const history = await apiGet<{ history: { action: string }[] }>(
    page,
    'admin',
    `/reports/machine-history/${id}`,
  );
  expect(installs(history.history)).toBe(1);
});

/** Two fresh soundboxes held by the demo distributor `name` (through the API as admin). */
async function heldBy(page: Page, prefix: string, name: string) {
  const headers = { authorization: `Bearer ${await apiToken(page, 'admin')}` };
  const { distributors } = await apiGet<{ distributors: { id: number; name: string }[] }>(
    page,
    'admin',
    `/distributors?search=${encodeURIComponent(name)}`,
  );
  const holder = distributors.find((d) => d.name === name)!;
  const ids: number[] = [];
  for (let i = 1; i <= 2; i += 1) {
    const res = await page.request.post('/api/machines', {
      headers,
      data: {
        serialNumber: `${prefix}-${i}`,
        model: 'E2E S-10',
        manufacturer: 'Telering',
        type: 'SOUNDBOX',
        serviceProviderId: 1,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { machine: { id: number } }).machine.id);
  }
  const held = await page.request.post('/api/assignments', {
    headers,
    data: { machineIds: ids, distributorId: holder.id, validFrom: '2026-01-01' },
  });
  expect(held.status(), await held.text()).toBe(201);
  return { ids, distributorId: holder.id };
}

test("offline, a transfer's accept waits and is sent when the network is back", async ({
  page,
  context,
}) => {
  test.slow();
  await signInWithWorker(page, '/machines/transfers');
  const from = await heldBy(page, `OFT-${stamp()}`, 'ABC Distributors');
  const { distributors } = await apiGet<{ distributors: { id: number; name: string }[] }>(
    page,
    'admin',
    `/distributors?search=${encodeURIComponent('XYZ Distributors')}`,
  );
  const to = distributors.find((d) => d.name === 'XYZ Distributors')!;
  const created = await page.request.post('/api/transfers', {
    headers: {
      authorization: `Bearer ${await apiToken(page, 'admin')}`,
      'idempotency-key': crypto.randomUUID(),
    },
    data: { fromDistributorId: from.distributorId, toDistributorId: to.id, machineIds: from.ids },
  });
  expect(created.status(), await created.text()).toBe(201);
  const transfer = ((await created.json()) as { transfer: { id: number; transferNumber: string } })
    .transfer;
  await page.goto(`/machines/transfers/${transfer.id}`);
  await expect(page.getByText('In transit', { exact: true })).toBeVisible();
  await waitForKeptAnswers(page, `["transfers","one",${transfer.id}]`);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept these devices?' });
  await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('Waiting to send: Accept', { exact: true })).toBeVisible();
  await expect(queueButton(page)).toHaveAttribute('aria-label', 'Waiting to send: 1');
  const before = await apiGet<{ transfer: { status: string } }>(
    page,
    'admin',
    `/transfers/${transfer.id}`,
  );
  expect(before.transfer.status).toBe('PENDING');

  await context.setOffline(false);
  await expect(queueButton(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  const after = await apiGet<{ transfer: { status: string } }>(
    page,
    'admin',
    `/transfers/${transfer.id}`,
  );
  expect(after.transfer.status).toBe('ACCEPTED');
});

test('offline, the receiving distributor accepts; until it is sent the transfer cannot also be refused (hi, both widths)', async ({
  page,
  context,
}) => {
  test.slow();
  // The receiver, XYZ Distributors, works in Hindi; its answer is kept for the offline start.
  await setLanguage(page, 'hi', 'distributor2');
  try {
    const from = await heldBy(page, `OFD-${stamp()}`, 'ABC Distributors');
    const created = await page.request.post('/api/transfers', {
      headers: {
        authorization: `Bearer ${await apiToken(page, 'admin')}`,
        'idempotency-key': crypto.randomUUID(),
      },
      data: { fromDistributorId: from.distributorId, toDistributorId: 2, machineIds: from.ids },
    });
    expect(created.status(), await created.text()).toBe(201);
    const transfer = (
      (await created.json()) as { transfer: { id: number; transferNumber: string } }
    ).transfer;
    await signIn(page, 'distributor2', `/machines/transfers/${transfer.id}`);
    await waitForServiceWorker(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const accept = page.getByRole('button', { name: 'स्वीकार करें', exact: true });
    const refuse = page.getByRole('button', { name: 'अस्वीकार करें', exact: true });
    await expect(refuse).toBeEnabled();
    await waitForKeptAnswers(page, `["transfers","one",${transfer.id}]`);

    await context.setOffline(true);
    await accept.click();
    const confirm = page.getByRole('dialog', { name: 'ये डिवाइस स्वीकार करें?' });
    await confirm.getByRole('button', { name: 'स्वीकार करें', exact: true }).click();
    await expect(page.getByText('भेजे जाने की प्रतीक्षा में: स्वीकार करें', { exact: true })).toBeVisible();
    const reason = `भेजे जाने की प्रतीक्षा में: स्वीकार करें ${transfer.transferNumber}। इसके भेजे या हटाए जाने तक यहाँ और कुछ नहीं किया जा सकता।`;
    for (const viewport of [WIDTHS.desktop, WIDTHS.phone]) {
      await page.setViewportSize(viewport);
      await expect(page.getByText(reason)).toBeVisible();
      for (const button of [accept, refuse]) {
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(reason);
      }
    }
    await screenshotBoth(page, 'offline-transfer-decision-waiting-hi');
    const before = await apiGet<{ transfer: { status: string } }>(
      page,
      'admin',
      `/transfers/${transfer.id}`,
    );
    expect(before.transfer.status).toBe('PENDING');

    // Back online: the accept is sent once; nothing was refused.
    await context.setOffline(false);
    await expect(queueButton(page)).toHaveCount(0, { timeout: 15_000 });
    await expect(refuse).toHaveCount(0);
    const after = await apiGet<{ transfer: { status: string; refusalReason: string | null } }>(
      page,
      'admin',
      `/transfers/${transfer.id}`,
    );
    expect(after.transfer).toMatchObject({ status: 'ACCEPTED', refusalReason: null });
  } finally {
    await setLanguage(page, 'en', 'distributor2');
  }
});

test('offline, the notifications last loaded show with the offline banner', async ({ page }) => {
  test.slow();
  await signInWithWorker(page);
  // An event for the distributor: its bell has something of this journey's own to show.
  const order = await bookOrderForDistributorOne(page, { notes: `e2e offline ${stamp()}` });
  // Events reach the bell through the background worker: wait until it is there.
  await expect
    .poll(async () =>
      JSON.stringify(await apiGet(page, 'distributor', '/notifications?pageSize=20')),
    )
    .toContain(order.order_number);
  await signIn(page, 'distributor');
  const bell = page.getByTestId('notification-bell');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const booked = panel.getByTestId('notification').filter({ hasText: order.order_number });
  await expect(booked).toHaveCount(1);
  await waitForKeptAnswers(page, order.order_number, '["notifications","list"]');
  await page.keyboard.press('Escape');

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('Offline: showing data from');
  await bell.click();
  await expect(booked).toHaveCount(1);
  await expect(booked).toContainText(`New order ${order.order_number} was booked`);
  await page.context().setOffline(false);
});

test('a new version is offered on the next start, and "New version: reload" opens it', async ({
  page,
  context,
}) => {
  test.slow();
  await signInWithWorker(page);
  // A new version is deployed: its worker differs by a byte. The browser fetches the worker's
  // script itself, out of reach of a page's routes: the served file changes, for this journey
  // only (the journeys run one at a time).
  const swFile = path.join(process.env.E2E_WEB_DIST ?? 'apps/web/dist', 'sw.js');
  const built = fs.readFileSync(swFile, 'utf8');
  fs.writeFileSync(swFile, `${built}\n// e2e: the next version\nself.e2eVersion = 2;\n`);
  try {
    await page.reload();
    const prompt = page.getByRole('button', { name: 'New version: reload' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    // Never mid-task: the new worker waits, installed, and the open page stays as it is until
    // the user chooses.
    await page.evaluate(() => Object.assign(window, { e2eStillHere: true }));
    await expect
      .poll(() =>
        page.evaluate(async () =>
          Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
        ),
      )
      .toBe(true);
    expect(await page.evaluate(() => 'e2eStillHere' in window)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.click();
    await reloaded;
    expect(await page.evaluate(() => 'e2eStillHere' in window)).toBe(false);
    await expect
      .poll(() =>
        Promise.all(
          context
            .serviceWorkers()
            .map((worker) =>
              worker.evaluate(() => (self as unknown as { e2eVersion?: number }).e2eVersion ?? 1),
            ),
        ),
      )
      .toContain(2);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && navigator.serviceWorker.controller !== null;
        }),
      )
      .toBe(true);
    await expect(prompt).toHaveCount(0);
  } finally {
    fs.writeFileSync(swFile, built);
  }
});

const json = async <T>(
  response: { json(): Promise<unknown>; status(): number; text(): Promise<string> },
  status = 200,
) => {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
};

test('offline, a hand-over confirmation waits and delivers the order once', async ({
  page,
  context,
}) => {
  test.slow();
  await signInWithWorker(page, '/orders');
  const headers = { authorization: `Bearer ${await apiToken(page, 'admin')}` };
  const order = await bookOrderForDistributorOne(page, { notes: `e2e offline ${stamp()}` });
  for (const status of ['APPROVED', 'IN_PROGRESS']) {
    await json(
      await page.request.put(`/api/orders/${order.id}/status`, { headers, data: { status } }),
    );
  }
  await page.goto(`/orders/${order.id}`);
  const code = (await page.getByTestId('handover-code').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  await waitForKeptAnswers(page, `["orders","detail",${order.id}]`);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm receipt' });
  await dialog.getByLabel('Hand-over code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(dialog).toBeHidden();
  const panel = page.getByTestId('handover-panel');
  await expect(panel).toContainText('Waiting to send: Confirm receipt');
  await expect(panel.getByRole('button', { name: 'Confirm receipt' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Confirm receipt' })).toHaveAccessibleDescription(
    `Waiting to send: Confirm receipt: ${order.order_number}. Nothing else can be done here until it is sent or discarded.`,
  );
  await expect(queueButton(page)).toHaveAttribute('aria-label', 'Waiting to send: 1');
  await queueButton(page).click();
  await expect(
    page.getByRole('dialog', { name: 'Waiting to send' }).getByRole('listitem'),
  ).toContainText(`Confirm receipt: ${order.order_number}`);
  await page.keyboard.press('Escape');
  const before = await apiGet<{ order: { status: string } }>(page, 'admin', `/orders/${order.id}`);
  expect(before.order.status).toBe('IN_PROGRESS');

  await context.setOffline(false);
  await expect(queueButton(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(panel).toContainText('Received by');
  const after = await apiGet<{ order: { status: string; timeline: { status: string }[] } }>(
    page,
    'admin',
    `/orders/${order.id}`,
  );
  expect(after.order.status).toBe('DELIVERED');
  expect(after.order.timeline.filter((e) => e.status === 'DELIVERED')).toHaveLength(1);
});

test('offline, a Return waits and returns the assignment once', async ({ page, context }) => {
  test.slow();
  const serial = `OFRT-${stamp()}`;
  await signInWithWorker(page, '/assignments');
  await devicesAtRetailer(page, [serial]);
  const id = await machineId(page, serial);
  await page.goto(`/assignments?search=${serial}`);
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await waitForKeptAnswers(page, serial, '["assignments","list"');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await card.getByRole('button', { name: 'Return' }).click();
  await page
    .getByRole('dialog', { name: 'Return assignment' })
    .getByRole('button', { name: 'Return' })
    .click();
  await expect(card).toContainText('Waiting to send: Return');
  // Neither returned again nor deleted while the Return waits: the card says why.
  for (const button of [
    card.getByRole('button', { name: 'Return' }),
    card.getByRole('button', { name: /^Delete/ }),
  ]) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/^Waiting to send: Return assignment #\d+\./);
  }
  await expect(queueButton(page)).toHaveAttribute('aria-label', 'Waiting to send: 1');
  await queueButton(page).click();
  await expect(
    page.getByRole('dialog', { name: 'Waiting to send' }).getByRole('listitem'),
  ).toContainText(`Return ${title.replace('Assignment', 'assignment')}`);
  await page.keyboard.press('Escape');
  const held = await apiGet<{ machine: { status: string } }>(page, 'admin', `/machines/${id}`);
  expect(held.machine.status).toBe('ASSIGNED');

  await context.setOffline(false);
  await expect(queueButton(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(card).toContainText('Returned');
  const history = await apiGet<{ machine: { status: string }; history: { action: string }[] }>(
    page,
    'admin',
    `/reports/machine-history/${id}`,
  );
  expect(history.machine.status).toBe('AVAILABLE');
  expect(history.history.filter((h) => h.action === 'machine.released')).toHaveLength(1);
});

test('offline, a swap waits and swaps the device once', async ({ page, context }) => {
  test.slow();
  const s = stamp();
  const faulty = `OFSW-${s}-F`;
  const spare = `OFSW-${s}-S`;
  await signInWithWorker(page, '/machines');
  await devicesAtRetailer(page, [faulty]);
  await createDevices(page, [spare], 'Telering T-300');
  const id = await machineId(page, faulty);
  const dialog = await openDetail(page, faulty);
  await waitForKeptAnswers(page, faulty);

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Swap faulty device' }).click();
  const swap = page.getByRole('dialog', { name: 'Swap faulty device' });
  const serialInput = swap.getByLabel('Replacement serial number');
  await serialInput.fill(spare);
  await serialInput.press('Enter');
  await expect(swap).toContainText('Offline: the server checks the replacement');
  await swap.getByLabel(/^Reason/).fill('Screen dead');
  await swap.getByRole('button', { name: 'Continue' }).click();
  await swap.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(swap).toBeHidden();
  await expect(dialog).toContainText('Waiting to send: Swap faulty device');
  await expect(dialog.getByRole('button', { name: 'Swap faulty device' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Mark installed' })).toBeDisabled();
  await expect(dialog.getByTestId('waiting-reason')).toHaveText(
    `Waiting to send: Swap ${faulty} for ${spare}. Nothing else can be done here until it is sent or discarded.`,
  );
  await page.keyboard.press('Escape');
  await expect(queueButton(page)).toHaveAttribute('aria-label', 'Waiting to send: 1');
  await queueButton(page).click();
  await expect(
    page.getByRole('dialog', { name: 'Waiting to send' }).getByRole('listitem'),
  ).toContainText(`Swap ${faulty} for ${spare}`);
  await page.keyboard.press('Escape');
  const none = await apiGet<{ swaps: unknown[] }>(page, 'admin', `/machines/${id}/swaps`);
  expect(none.swaps).toHaveLength(0);

  await context.setOffline(false);
  await expect(queueButton(page)).toHaveCount(0, { timeout: 15_000 });
  const swaps = await apiGet<{ swaps: { replacementMachine: { serialNumber: string } }[] }>(
    page,
    'admin',
    `/machines/${id}/swaps`,
  );
  expect(swaps.swaps.map((x) => x.replacementMachine.serialNumber)).toEqual([spare]);
  const machine = await apiGet<{ machine: { status: string } }>(page, 'admin', `/machines/${id}`);
  expect(machine.machine.status).toBe('MAINTENANCE');
});
