import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { barcodeVideo } from './support/fake-camera';
import { createDevices } from './support/devices';
import { expectAccessible } from './support/screens';
import { signIn } from './support/session';

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e3)}`;
const PHONE = { width: 390, height: 844 };

/** Every request the page makes must stay on our own origin (the WASM included). */
function watchOrigin(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      foreign.push(url);
  });
  return foreign;
}

async function openNewAssignment(page: Page) {
  await page.goto('/assignments');
  await page.getByRole('button', { name: 'New Assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Assignment' });
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  return dialog;
}

test.describe('scanning serials', () => {
  let browser: Browser | null = null;
  let video: string | null = null;
  test.afterEach(async () => {
    await browser?.close();
    browser = null;
    if (video) fs.rmSync(path.dirname(video), { recursive: true, force: true });
    video = null;
  });

  test('scans two serials with the phone camera into a new assignment, which saves with both', async ({
    baseURL,
  }, testInfo) => {
    test.slow();
    const prefix = `E2E-SC-${stamp()}`;
    const serials = [`${prefix}-1`, `${prefix}-2`];
    video = barcodeVideo(serials);
    const launch = testInfo.project.use.launchOptions ?? {};
    browser = await chromium.launch({
      ...launch,
      args: [
        ...(launch.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      timezoneId: 'Asia/Kolkata',
    });
    await context.grantPermissions(['camera'], { origin: baseURL! });
    const page = await context.newPage();
    const foreign = watchOrigin(page, new URL(baseURL!).origin);
    await signIn(page, 'admin');
    await createDevices(page, serials, 'E2E T-300');

    const dialog = await openNewAssignment(page);
    await dialog.getByRole('button', { name: 'Scan with camera' }).click();
    const camera = page.getByRole('dialog', { name: 'Scan barcodes' });
    const reads = camera.getByTestId('scan-reads');
    for (const serial of serials)
      await expect(reads.getByText(`${serial} added`)).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    await camera.getByRole('button', { name: 'Done' }).click();
    await expect(camera).toBeHidden();

    for (const serial of serials)
      await expect(dialog.getByRole('checkbox', { name: new RegExp(serial) })).toBeChecked();
    await expect(dialog.getByText('2 selected')).toBeVisible();
    await dialog.getByLabel(/^Distributor/).selectOption({ label: 'ABC Distributors' });
    await dialog.getByRole('button', { name: 'Create Assignment' }).click();
    await expect(page.getByText('Assignment created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    const card = page.getByRole('article');
    await expect(card).toHaveCount(1);
    for (const serial of serials) await expect(card).toContainText(serial);
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    // The machines search: a read closes the reader and searches for that serial.
    await page.goto('/machines');
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(page.getByRole('dialog', { name: 'Scan barcodes' })).toBeHidden({
      timeout: 30_000,
    });
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveValue(new RegExp(`^${prefix}-[12]$`));
    const found = await search.inputValue();
    await expect(page.getByText(found, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Machines (1)', { exact: true })).toBeVisible();
    expect(foreign).toEqual([]);
    await context.close();
  });

  test('pastes a list with one unknown serial: the found are ticked, the unknown is named', async ({
    page,
  }) => {
    test.slow();
    const prefix = `E2E-PL-${stamp()}`;
    const serials = [`${prefix}-1`, `${prefix}-2`];
    const unknown = `${prefix}-NOPE`;
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin');
    await createDevices(page, serials, 'E2E T-300');

    const dialog = await openNewAssignment(page);
    await dialog.getByRole('button', { name: 'Paste a list' }).click();
    const paste = page.getByRole('dialog', { name: 'Paste a list of serial numbers' });
    // Lines, commas and spaces, one repeated in another letter case.
    await paste
      .getByLabel('Serial numbers')
      .fill(`${serials[0]}\n${unknown}, ${serials[1]} ${serials[0]!.toLowerCase()}`);
    await expectAccessible(page);
    await paste.getByRole('button', { name: 'Select' }).click();
    const result = paste.getByTestId('paste-result');
    await expect(result).toContainText('2 selected');
    await expect(result.getByText('Not selected (1)')).toBeVisible();
    await expect(result.getByText(`${unknown}: unknown serial number`)).toBeVisible();
    await expectAccessible(page);
    await paste.getByRole('button', { name: 'Done' }).click();
    await expect(paste).toBeHidden();

    for (const serial of serials)
      await expect(dialog.getByRole('checkbox', { name: new RegExp(serial) })).toBeChecked();
    await expect(dialog.getByText('2 selected')).toBeVisible();

    // A scanner typing a serial + Enter: an already ticked one says so.
    const entry = dialog.getByLabel('Scan a serial number');
    await entry.fill(serials[1]!);
    await entry.press('Enter');
    await expect(dialog.getByText(`${serials[1]} is already selected`)).toBeVisible();
    await expect(dialog.getByText('2 selected')).toBeVisible();
  });
});
