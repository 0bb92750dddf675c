import { expect, test, type Download, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { apiToken, signIn } from './support/session';

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Books one available POS of provider 2 for distributor 1 through the API (as admin). */
async function createOrder(page: Page): Promise<{ id: number; order_number: string }> {
  const headers = { authorization: `Bearer ${await apiToken(page, 'admin')}` };
  const stock = await page.request.get(
    '/api/service-providers/2/inventory?status=AVAILABLE&type=POS&pageSize=1',
    { headers },
  );
  const machines = ((await stock.json()) as { inventory: { pos: { id: number }[] } }).inventory.pos;
  const retailers = await page.request.get('/api/retailers?distributorId=1&status=ACTIVE', {
    headers,
  });
  const retailerId = ((await retailers.json()) as { retailers: { id: number }[] }).retailers[0]!.id;
  const res = await page.request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      distributorId: 1,
      retailerId,
      serviceProviderId: 2,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: machines.map((m) => m.id),
      notes: 'e2e documents journey',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: number; order_number: string } }).order;
}

test('admin keeps the organisation details in Profile > Organisation', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/profile?tab=organisation');
  const name = page.getByLabel('Company name');
  await expect(name).toHaveValue('Deccan Devices Distribution Pvt Ltd');
  await expect(page.getByLabel('GSTIN')).toHaveValue('24AADCD4821M1ZO');

  await page.getByLabel('GSTIN').fill('24AADCD4821M1ZX');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Enter a valid 15-character GSTIN', { exact: false })).toBeVisible();
  await expect(page.getByLabel('GSTIN')).toBeFocused();
  await page.getByLabel('GSTIN').fill('24AADCD4821M1ZO');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Organisation details saved')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'profile-organisation');
});

test('a distributor has no Organisation tab', async ({ page }) => {
  await signIn(page, 'distributor');
  await page.goto('/profile?tab=organisation');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Organisation' })).toHaveCount(0);
});

test('an admin downloads the delivery challan from the order detail', async ({ page }) => {
  await signIn(page, 'admin');
  const order = await createOrder(page);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 2, name: order.order_number })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download challan' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`DC-${order.order_number}.pdf`);
  expect((await bytesOf(file)).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
  await screenshotBoth(page, 'order-challan');
});

test('the distributor downloads the challan of its order too', async ({ page }) => {
  const order = await createOrder(page);
  await signIn(page, 'distributor');
  await page.goto(`/orders/${order.id}`);
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download challan' }).click();
  expect((await again).suggestedFilename()).toBe(`DC-${order.order_number}.pdf`);
});

test('labels print from the machine detail and from the inventory selection', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/machines');
  await page
    .getByRole('table')
    .locator('tbody tr[aria-rowindex]')
    .first()
    .getByRole('button', { name: /View/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Machine Details' });
  const one = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Print labels' }).click();
  const label = await one;
  expect(label.suggestedFilename()).toBe('labels.pdf');
  expect((await bytesOf(label)).subarray(0, 5).toString()).toBe('%PDF-');
  await screenshotBoth(page, 'machine-detail-labels');
  await page.keyboard.press('Escape');

  await page.goto('/inventory/1?status=AVAILABLE');
  const list = page.getByRole('list', { name: 'Machines' });
  await expect(list.getByRole('button').first()).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'false');
  for (let i = 0; i < 2; i += 1) {
    await list.getByRole('button').nth(i).click();
    await expect(list.getByRole('button').nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
  const banner = page.getByRole('region', { name: 'Selected machines' });
  await expect(banner).toBeVisible();
  const many = page.waitForEvent('download');
  await banner.getByRole('button', { name: 'Print labels' }).click();
  expect((await many).suggestedFilename()).toBe('labels.pdf');
  await expectAccessible(page);
  await screenshotBoth(page, 'inventory-labels');
  // The selection banner at phone width, on its own (the whole page is very long).
  await page.setViewportSize({ width: 390, height: 844 });
  await banner.screenshot({ path: 'e2e/artifacts/screenshots/inventory-labels-banner-phone.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
});
