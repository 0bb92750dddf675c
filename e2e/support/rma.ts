import { expect, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './screens';
import { apiToken } from './session';

/** A faulty (MAINTENANCE) device of the provider, made through the API; answers its id. */
export async function faultyDevice(page: Page, providerId: number, serialNumber: string) {
  const res = await page.request.post('/api/machines', {
    headers: {
      authorization: `Bearer ${await apiToken(page, 'admin')}`,
      'idempotency-key': crypto.randomUUID(),
    },
    data: {
      serialNumber,
      model: 'E2E T-300',
      manufacturer: 'Telering',
      type: 'POS',
      status: 'MAINTENANCE',
      serviceProviderId: providerId,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { machine: { id: number } }).machine.id;
}

/**
 * From the Machines screen, as an admin: sends one MAINTENANCE device of the provider to it in an
 * RMA batch, marks the batch received by the provider, closes it with the device REPAIRED, and
 * checks the device is AVAILABLE again.
 */
export async function returnToProviderRepaired(page: Page, serial: string, providerName: string) {
  await page.goto('/machines');
  await page.getByRole('button', { name: 'Send faulty devices to provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send faulty devices to provider' });
  await dialog.getByLabel('Service provider').selectOption({ label: providerName });
  await dialog.getByRole('checkbox', { name: new RegExp(serial) }).check();
  await dialog.getByLabel('Reference').fill(`RET-${serial}`);
  await dialog.getByLabel('Courier name').fill('BlueDart');
  await dialog.getByLabel('Tracking number').fill('BD-123456');
  await screenshotBoth(page, 'rma-send');
  await dialog.getByRole('button', { name: 'Send 1 device' }).click();

  await expect(page).toHaveURL(/\/machines\/rma\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Return batch RMA-\d{6}$/ }),
  ).toBeVisible();
  const devices = page.getByRole('table', { name: 'Devices of the batch' });
  await expect(devices).toContainText(serial);
  await expect(devices).toContainText('Maintenance');
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();

  // SENT -> RECEIVED_BY_PROVIDER, after a confirmation.
  await page.getByRole('button', { name: 'Mark received by provider' }).click();
  await page.getByRole('button', { name: 'Mark received', exact: true }).click();
  await expect(page.getByText('Received by provider', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'rma-batch-received');

  // Close: the device comes back REPAIRED.
  await page.getByRole('button', { name: 'Close batch' }).click();
  const closeDialog = page.getByRole('dialog');
  await closeDialog.getByLabel(`Outcome of ${serial}`).selectOption('REPAIRED');
  await screenshotBoth(page, 'rma-close');
  await closeDialog.getByRole('button', { name: 'Close batch' }).click();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(devices).toContainText('Repaired');
  await expect(devices).toContainText('Available');

  // The batches list shows it; the Machines screen shows the device AVAILABLE again.
  await page.getByRole('link', { name: 'Back to returns' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Returns to provider (RMA)' }),
  ).toBeVisible();
  await screenshotBoth(page, 'rma-list');
  await page.goto(`/machines?search=${serial}`);
  const row = page.getByRole('table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Available', { exact: true })).toBeVisible();
}
