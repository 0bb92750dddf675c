import { expect, test } from '@playwright/test';
import { devicesAtRetailer } from './support/devices';
import { expectAccessible, screenshotBoth } from './support/screens';
import { signIn } from './support/session';

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

test('an admin marks two retailer devices installed in one go from the Machines screen', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin');
  const tag = stamp();
  const serials = [`BLK-${tag}-1`, `BLK-${tag}-2`];
  await devicesAtRetailer(page, serials);

  await page.goto('/machines');
  await page.getByRole('button', { name: 'Update activation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update activation' });
  await expect(dialog.getByLabel('Step')).toHaveValue('INSTALLED');
  const scan = dialog.getByLabel('Scan or type a serial number');
  for (const serial of serials) {
    await scan.fill(serial);
    await scan.press('Enter');
    await expect(dialog.getByText(`${serial} ticked`)).toBeVisible();
  }
  await scan.fill(`NOPE-${tag}`);
  await scan.press('Enter');
  await expect(
    dialog.getByText(`NOPE-${tag} is not in the list of devices that may take this step`),
  ).toBeVisible();
  await dialog.getByLabel('Date').fill('2026-02-01');
  await dialog.getByLabel('Location').fill('Counter 1, CG Road');
  await expectAccessible(page);
  await screenshotBoth(page, 'activation-bulk-pick');
  // The dialog itself at phone width (the whole-page shot shrinks it out of sight).
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.screenshot({ path: 'e2e/artifacts/screenshots/activation-bulk-dialog-phone.png' });
  await page.setViewportSize(before);
  await dialog.getByRole('button', { name: 'Continue with 2 devices' }).click();
  await expect(dialog.getByText('Mark 2 devices Installed on 2026-02-01?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('2 devices marked Installed', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.goto(`/machines?search=BLK-${tag}&activationState=INSTALLED`);
  for (const serial of serials)
    await expect(page.getByRole('row', { name: new RegExp(serial) })).toBeVisible();
  await screenshotBoth(page, 'activation-bulk-done');
  for (const serial of serials) {
    await page
      .getByRole('row', { name: new RegExp(serial) })
      .getByRole('button', { name: /View/ })
      .click();
    const detail = page.getByRole('dialog', { name: 'Machine Details' });
    await expect(detail.getByText('Installed', { exact: true })).toBeVisible();
    await expect(detail.getByText('Counter 1, CG Road', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  }
});
