import { expect, test, type Download } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { bookOrderForDistributorOne } from './support/orders';
import { signIn } from './support/session';

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('admin keeps the organisation details in Profile > Organisation', async ({ page }) => {
  await signIn(page, 'admin', '/profile?tab=organisation');
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
  await signIn(page, 'distributor', '/profile?tab=organisation');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Organisation' })).toHaveCount(0);
});

test('an admin downloads the delivery challan from the order detail', async ({ page }) => {
  await signIn(page, 'admin');
  const order = await bookOrderForDistributorOne(page, { notes: 'e2e documents journey' });
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
  const order = await bookOrderForDistributorOne(page, { notes: 'e2e documents journey' });
  await signIn(page, 'distributor', `/orders/${order.id}`);
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download challan' }).click();
  expect((await again).suggestedFilename()).toBe(`DC-${order.order_number}.pdf`);
});

test('labels print from the machine detail and from the inventory selection', async ({ page }) => {
  await signIn(page, 'admin', '/machines');
  await page
    .getByRole('table')
    .locator('tbody tr[aria-rowindex]')
    .first()
    .getByRole('button', { name: /View/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Machine Details' });
  await dialog.getByRole('button', { name: 'Print labels' }).click();
  const options = page.getByRole('dialog', { name: 'Print 1 label' });
  await options.getByLabel('QR code holds').selectOption('LINK');
  await options.getByRole('checkbox', { name: 'Print the TID and MID' }).check();
  await expectAccessible(page);
  await screenshotBoth(page, 'labels-options');
  const one = page.waitForEvent('download');
  await options.getByRole('button', { name: 'Print labels' }).click();
  const label = await one;
  expect(label.suggestedFilename()).toBe('labels.pdf');
  expect((await bytesOf(label)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(options).toBeHidden();
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
  await banner.getByRole('button', { name: 'Print labels' }).click();
  const many = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'Print 2 labels' })
    .getByRole('button', { name: 'Print labels' })
    .click();
  expect((await many).suggestedFilename()).toBe('labels.pdf');
  await expectAccessible(page);
  await screenshotBoth(page, 'inventory-labels');
  // The selection banner at phone width, on its own (the whole page is very long).
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await banner.screenshot({ path: 'e2e/artifacts/screenshots/inventory-labels-banner-phone.png' });
  await page.setViewportSize(before);
});
