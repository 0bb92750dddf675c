import { expect, test, type Page } from '@playwright/test';
import { WIDTHS } from './support/screens';
import { signIn } from './support/session';

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

/** Waits until the device kept the account's answers (IndexedDB; written a second after a read). */
async function waitForKeptAnswers(page: Page, queryKeyPart: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (part) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('dd-offline-cache');
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('cache')) return resolve(false);
                const all = db.transaction('cache').objectStore('cache').getAll();
                all.onsuccess = () =>
                  resolve(all.result.some((v) => typeof v === 'string' && v.includes(part)));
                all.onerror = () => resolve(false);
              };
              open.onerror = () => resolve(false);
            }),
          queryKeyPart,
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
  await signIn(page, 'admin', '/machines');
  await waitForServiceWorker(page);
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
