import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { apiToken, signIn } from './support/session';

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

/** `n` new AVAILABLE POS devices of provider 1 whose serials start with `prefix`. */
async function newDevices(page: Page, prefix: string, n: number): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(page, 'admin')}` };
  for (let i = 1; i <= n; i++) {
    const created = await page.request.post('/api/machines', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        serialNumber: `${prefix}-${String(i).padStart(2, '0')}`,
        model: 'Telering T-300',
        manufacturer: 'Telering',
        type: 'POS',
        serviceProviderId: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

/** How many machines the server holds matching the search and status (the list's own total). */
async function countOf(page: Page, search: string, status: string): Promise<number> {
  const answer = await page.request.get(
    `/api/machines?search=${encodeURIComponent(search)}&status=${status}&pageSize=1`,
    { headers: { authorization: `Bearer ${await apiToken(page, 'admin')}` } },
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { total: number }).total;
}

test('an admin assigns all machines matching a filter, across pages, to a distributor', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin');
  const prefix = `BKJ-${stamp()}`;
  await newDevices(page, prefix, 30);

  // 30 matches, 25 a page: the selection spans two pages.
  await page.goto(`/machines?search=${prefix}&status=AVAILABLE`);
  await expect(page.getByRole('heading', { name: 'Machines (30)' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all machines on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selection and export' });
  await expect(bar.getByText('25 machines selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Select all 30 matching this filter' }).click();
  await expect(bar.getByText('All 30 machines matching this filter are selected')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'bulk-selection');

  await bar.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign machines' });
  await dialog.getByLabel('Distributor').selectOption({ label: 'ABC Distributors' });
  await expect(dialog.getByText('Assign 30 machines to the chosen distributor?')).toBeVisible({
    visible: true,
  });
  await expectAccessible(page);
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.screenshot({ path: 'e2e/artifacts/screenshots/bulk-assign-dialog-phone.png' });
  await page.setViewportSize(before);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Done: 30')).toBeVisible();
  await expect(dialog.getByText('Refused: 0')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The server holds all 30 (not only the 25 of the first page) as ASSIGNED.
  expect(await countOf(page, prefix, 'ASSIGNED')).toBe(30);
  expect(await countOf(page, prefix, 'AVAILABLE')).toBe(0);
  await expect(page.getByRole('heading', { name: 'Machines (0)' })).toBeVisible();
  await page.goto(`/machines?search=${prefix}&status=ASSIGNED`);
  await expect(page.getByRole('heading', { name: 'Machines (30)' })).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: new RegExp(`${prefix}-30`) })
      .getByText('ABC Distributors', { exact: true }),
  ).toBeVisible();
});
