import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/screens';
import { apiToken, signIn } from './support/session';

/** The AVAILABLE devices of a type the provider has now, from the API (what the database holds). */
async function availableOf(page: Page, token: string, providerId: string, type: string) {
  const res = await page.request.get(
    `/api/service-providers/${providerId}/inventory?status=AVAILABLE&type=${type}&pageSize=1`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { total: number }).total;
}

test('an admin sets low-stock thresholds and sees which are below, with the devices in stock', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const token = await apiToken(page, 'admin');
  await page.goto('/service-providers');
  await page.getByRole('radiogroup').locator('label').first().click();
  await page.getByRole('button', { name: 'Continue to Inventory' }).click();
  await expect(page).toHaveURL(/\/inventory\/\d+$/);
  const providerId = /\/inventory\/(\d+)$/.exec(page.url())![1]!;
  const soundboxes = await availableOf(page, token, providerId, 'SOUNDBOX');
  const pos = await availableOf(page, token, providerId, 'POS');

  const alerts = page.getByRole('region', { name: 'Low-stock alerts' });
  await expect(alerts.getByText('No low-stock alerts yet')).toBeVisible();

  // Soundboxes: one above what is in stock (below); POS: 1 (below only when none is in stock).
  await alerts.getByRole('button', { name: 'Add threshold' }).click();
  await alerts.getByLabel('Type, row 1').selectOption('SOUNDBOX');
  await alerts.getByLabel('Alert below, row 1').fill(String(soundboxes + 1));
  await alerts.getByRole('button', { name: 'Add threshold' }).click();
  await alerts.getByLabel('Alert below, row 2').fill('0');
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(alerts.getByText('Enter a whole number from 1 to 100,000')).toBeVisible();
  await alerts.getByLabel('Alert below, row 2').fill('1');
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('Low-stock alerts saved')).toBeVisible();

  const rows = alerts.getByTestId('stock-alert-row');
  await expect(rows).toHaveCount(2);
  // Listed by type: POS first.
  const posRow = rows.nth(0);
  const soundboxRow = rows.nth(1);
  await expect(soundboxRow.getByLabel('Type, row 2')).toHaveValue('SOUNDBOX');
  await expect(soundboxRow).toContainText(String(soundboxes));
  await expect(soundboxRow.getByText('Below', { exact: true })).toBeVisible();
  await expect(posRow).toContainText(String(pos));
  await expect(posRow.getByText('Below', { exact: true })).toHaveCount(pos < 1 ? 1 : 0);
  await expectAccessible(page);

  // Saved on the server: a reload shows the same.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByText('Below', { exact: true })).toBeVisible();

  // Removing one asks first.
  await alerts.getByRole('button', { name: 'Remove threshold, row 1' }).click();
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Saving removes 1 low-stock alert.');
  await dialog.getByRole('button', { name: 'Save and remove' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByLabel('Type, row 1')).toHaveValue('SOUNDBOX');

  // Phone width: the row still reads with its count and badge.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first().getByText('Below', { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText(`In stock: ${soundboxes}`);
});
