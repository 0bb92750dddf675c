import { expect, test, type Locator, type Page } from '@playwright/test';
import { devicesAtRetailer } from './support/devices';
import { expectAccessible, screenshotBoth } from './support/screens';
import { signIn } from './support/session';
import { slowUpload } from './support/uploads';

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

/**
 * A new POS of provider 1 at Shree Ganesh Mobile (retailer 1 of distributor 1, KYC-verified in
 * the demo data), through the API as admin: it is ALLOTTED. Answers its serial.
 */
async function deviceAtRetailer(page: Page, serial: string): Promise<string> {
  await devicesAtRetailer(page, [serial]);
  return serial;
}

async function openDetail(page: Page, serial: string) {
  await page.goto(`/machines?search=${serial}`);
  const row = page.getByRole('row', { name: new RegExp(serial) });
  await row.getByRole('button', { name: /View/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Machine Details' });
  await expect(dialog.getByRole('heading', { name: 'Activation' })).toBeVisible();
  return dialog;
}

/**
 * Marks the next activation step in the detail dialog: opens the step's form, fills its date
 * and `fields` (label: value), saves, and sees the new state and its history entry.
 */
async function markStep(
  dialog: Locator,
  step: 'installed' | 'activated',
  date: string,
  fields: Record<string, string>,
) {
  const button = dialog.getByRole('button', { name: `Mark ${step}` });
  await button.click();
  await dialog.getByLabel('Date').fill(date);
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await button.click();
  const state = step.charAt(0).toUpperCase() + step.slice(1);
  await expect(dialog.getByText(state, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`Marked ${step}`)).toBeVisible();
}

test('an admin marks a retailer device installed then activated, and sees it in its history', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin');
  const serial = await deviceAtRetailer(page, `ACT-${stamp()}`);
  const dialog = await openDetail(page, serial);
  await expect(dialog.getByText('Allotted', { exact: true })).toBeVisible();

  await markStep(dialog, 'installed', '2026-02-01', { Location: 'Counter 2, CG Road' });
  await expect(dialog.getByText('Location: Counter 2, CG Road')).toBeVisible();

  await markStep(dialog, 'activated', '2026-02-03', { 'Provider reference': 'PRV-ACT-1' });
  await expect(dialog.getByText('Reference: PRV-ACT-1')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark deactivated' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'activation-detail');
});

test("an admin imports the provider's activation file: a dry run shows a row error, then the import", async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin');
  const serial = await deviceAtRetailer(page, `ACF-${stamp()}`);
  const missing = `NOPE-${stamp()}`;
  await page.goto('/machines');
  await page.getByRole('button', { name: 'Add Machine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Machine' });
  await dialog.getByRole('tab', { name: 'Activation file' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'Activation file' });
  const csv = `serialNumber,activatedOn,ref\n${serial},2026-02-05,FILE-1\n${missing},2026-02-05,\n`;
  await panel
    .locator('input[type=file]')
    .setInputFiles({ name: 'activations.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(panel.getByText('activations.csv')).toBeVisible();
  // The file goes up as it is (text/csv, the option in the query) while a progress bar shows.
  const upload = await slowUpload(page, '/api/machines/activation/import', () =>
    panel.getByRole('button', { name: 'Check file' }).click(),
  );
  expect(upload.query.get('dryRun')).toBe('true');
  await expect(panel.getByRole('progressbar')).toBeVisible();
  await upload.release();
  const errors = panel.getByRole('table', { name: /Errors/ });
  await expect(errors).toContainText(`No device has ${missing}`);
  await screenshotBoth(page, 'activation-import-dry-run');
  await panel.getByRole('button', { name: 'Import activations' }).click();
  await expect(panel.getByRole('status').filter({ hasText: '1 device activated' })).toBeVisible();
  await page.keyboard.press('Escape');

  const detail = await openDetail(page, serial);
  await expect(detail.getByText('Activated', { exact: true })).toBeVisible();
  await expect(detail.getByText('FILE-1', { exact: true })).toBeVisible();
});
