import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { apiToken, signIn } from './support/session';
import { expectListSorts, numbersFrom } from './support/sorting';

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

/** Two fresh machines held by ABC Distributors without a retailer (through the API). */
async function heldByAbc(page: Page, prefix: string): Promise<string[]> {
  return (await heldBy(page, prefix, 'ABC Distributors')).serials;
}

/** Two fresh machines held by a demo distributor without a retailer (through the API). */
async function heldBy(page: Page, prefix: string, name: string) {
  const token = await apiToken(page, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const found = await page.request.get(`/api/distributors?search=${encodeURIComponent(name)}`, {
    headers,
  });
  const holder = (await found.json()).distributors.find((d: { name: string }) => d.name === name);
  const ids: number[] = [];
  const serials: string[] = [];
  for (let i = 1; i <= 2; i += 1) {
    const serialNumber = `${prefix}-${i}`;
    const res = await page.request.post('/api/machines', {
      headers,
      data: {
        serialNumber,
        model: 'E2E S-10',
        manufacturer: 'Telering',
        type: 'SOUNDBOX',
        serviceProviderId: 1,
      },
    });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).machine.id);
    serials.push(serialNumber);
  }
  const held = await page.request.post('/api/assignments', {
    headers,
    data: { machineIds: ids, distributorId: holder.id, validFrom: '2026-01-01' },
  });
  expect(held.status()).toBe(201);
  return { serials, ids, distributorId: holder.id as number };
}

async function signOut(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}

async function machinesCount(page: Page, prefix: string, n: number) {
  await page.goto(`/machines?search=${prefix}`);
  await expect(page.getByRole('heading', { level: 2, name: /^Machines \(/ })).toHaveText(
    `Machines (${n})`,
  );
}

test('an admin transfers devices from ABC to XYZ; XYZ accepts and holds them', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin');
  const prefix = `E2E-TR-${stamp()}`;
  const serials = await heldByAbc(page, prefix);

  await page.goto('/machines');
  await page.getByRole('button', { name: 'Transfer to distributor' }).click();
  await expect(page).toHaveURL(/\/machines\/transfers$/);
  const dialog = page.getByRole('dialog', { name: 'Transfer to distributor' });
  await dialog.getByLabel('Sending distributor').selectOption({ label: 'ABC Distributors' });
  for (const serial of serials) await dialog.getByLabel(new RegExp(serial)).check();
  await dialog.getByLabel('Receiving distributor').selectOption({ label: 'XYZ Distributors' });
  await dialog.getByLabel('Notes').fill('E2E move');
  await screenshotBoth(page, 'transfer-create');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText(/Send 2 device\(s\) from ABC Distributors to XYZ/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send transfer' }).click();
  await expect(page).toHaveURL(/\/machines\/transfers\/\d+$/);
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(
    'Transfer ',
    '',
  );
  await expect(page.getByText('In transit', { exact: true })).toBeVisible();
  for (const serial of serials) await expect(page.getByText(serial)).toBeVisible();

  await signOut(page);
  await signIn(page, 'distributor2');
  await machinesCount(page, prefix, 0);
  await page.getByRole('link', { name: 'Transfers' }).click();
  await page.getByLabel('Direction').selectOption('incoming');
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Transfer ${number}`);
  await screenshotBoth(page, 'transfer-incoming');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept these devices?' });
  await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText(`Transfer ${number} accepted`)).toBeVisible();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await machinesCount(page, prefix, 2);

  await signOut(page);
  await signIn(page, 'distributor');
  await machinesCount(page, prefix, 0);
  await page.goto('/machines/transfers?direction=outgoing');
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  await screenshotBoth(page, 'transfers-outgoing');
});

test('the transfers sort on the server by their headers, on a phone from the sort bar', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin');
  const abc = await heldBy(page, `E2E-TS-${stamp()}`, 'ABC Distributors');
  const xyz = await heldBy(page, `E2E-TS-${stamp()}`, 'XYZ Distributors');
  const authorization = `Bearer ${await apiToken(page, 'admin')}`;
  // One transfer each way: the newer one's sender sorts last by name.
  for (const [from, to] of [
    [abc, xyz],
    [xyz, abc],
  ] as const) {
    const res = await page.request.post('/api/transfers', {
      headers: { authorization, 'idempotency-key': crypto.randomUUID() },
      data: {
        fromDistributorId: from.distributorId,
        toDistributorId: to.distributorId,
        machineIds: from.ids,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto('/machines/transfers');
  await expectListSorts(page, {
    numbersOf: numbersFrom(page, '/transfers', 'transfers', 'transferNumber'),
    headers: [
      ['From', 'from'],
      ['Transfer', 'transferNumber'],
    ],
    screenshot: 'transfers-sorted',
    phone: { current: 'Transfer (descending)', other: 'To', sort: 'to' },
  });
});
