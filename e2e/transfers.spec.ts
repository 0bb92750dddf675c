import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth, WIDTHS } from './support/screens';
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

/**
 * The Machines list's "In transit / RMA" filter finds the pending transfer's two devices, each
 * marked "In transit" after its status (inside the screen, clear of the serial, on a phone too),
 * and so does its detail.
 */
async function seesInTransit(page: Page, prefix: string, width: string) {
  await page.goto(`/machines?search=${prefix}`);
  await page.getByLabel('In transit / RMA').selectOption({ label: 'In transit' });
  await expect(page).toHaveURL(/flag=inTransit/);
  await expect(page.getByRole('heading', { level: 2, name: /^Machines \(/ })).toHaveText(
    'Machines (2)',
  );
  const rows = page
    .getByRole(width === 'phone' ? 'list' : 'table', { name: 'Machines' })
    .getByRole(width === 'phone' ? 'listitem' : 'row')
    .filter({ hasText: prefix });
  await expect(rows).toHaveCount(2);
  const screenWidth = page.viewportSize()!.width;
  for (const row of await rows.all()) {
    const badge = row.getByText('In transit', { exact: true });
    await expect(badge).toBeVisible();
    const box = (await badge.boundingBox())!;
    const serial = (await row.getByText(new RegExp(`^${prefix}-\\d$`)).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(screenWidth);
    expect(serial.x + serial.width).toBeLessThanOrEqual(box.x);
  }
  await expectAccessible(page);
  if (width === 'phone') await screenshotBoth(page, 'machines-in-transit');
  await rows.first().getByRole('button', { name: /View/ }).click();
  const detail = page.getByRole('dialog', { name: 'Machine Details' });
  await expect(detail.getByText('In transit', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
}

for (const [width, size] of Object.entries(WIDTHS)) {
  test(`an admin transfers devices scanned from ABC to XYZ; XYZ checks, accepts and holds them (${width})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    const prefix = `E2E-TR-${stamp()}`;
    const serials = await heldByAbc(page, prefix);
    const unknown = `${prefix}-NOPE`;

    await page.goto('/machines');
    await page.getByRole('button', { name: 'Transfer to distributor' }).click();
    await expect(page).toHaveURL(/\/machines\/transfers$/);
    const dialog = page.getByRole('dialog', { name: 'Transfer to distributor' });
    await dialog.getByLabel('Sending distributor').selectOption({ label: 'ABC Distributors' });
    // One serial typed by a scanner, the other pasted with one that is unknown.
    const entry = dialog.getByLabel('Scan a serial number');
    await entry.fill(serials[0]!.toLowerCase());
    await entry.press('Enter');
    await expect(dialog.getByText(`${serials[0]} added`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Paste a list' }).click();
    const paste = page.getByRole('dialog', { name: 'Paste a list of serial numbers' });
    await paste.getByLabel('Serial numbers').fill(`${serials[1]}\n${unknown}\n${serials[0]}`);
    await paste.getByRole('button', { name: 'Select' }).click();
    const answer = paste.getByTestId('paste-result');
    await expect(answer).toContainText('1 selected · 1 already selected');
    await expect(answer.getByText(`${unknown}: unknown serial number`)).toBeVisible();
    await paste.getByRole('button', { name: 'Done' }).click();
    await expect(paste).toBeHidden();
    for (const serial of serials) await expect(dialog.getByLabel(new RegExp(serial))).toBeChecked();
    await dialog.getByLabel('Receiving distributor').selectOption({ label: 'XYZ Distributors' });
    await dialog.getByLabel('Notes').fill('E2E move');
    await expectAccessible(page);
    if (width === 'desktop') await screenshotBoth(page, 'transfer-create');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText(/Send 2 devices from ABC Distributors to XYZ/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send transfer' }).click();
    await expect(page).toHaveURL(/\/machines\/transfers\/\d+$/);
    // The list's heading may still show for a moment: read the number once the detail is there.
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(/^Transfer TR-\d+$/);
    const number = (await title.textContent())!.replace('Transfer ', '');
    await expect(page.getByText('In transit', { exact: true })).toBeVisible();
    for (const serial of serials) await expect(page.getByText(serial)).toBeVisible();
    await seesInTransit(page, prefix, width);

    await signOut(page);
    await signIn(page, 'distributor2');
    await machinesCount(page, prefix, 0);
    await page.getByRole('link', { name: 'Transfers' }).click();
    await page.getByLabel('Direction').selectOption('incoming');
    await page.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Transfer ${number}`);

    // XYZ scans what arrived: one of the two and a stray box.
    const check = page.getByRole('region', { name: 'Check the devices before accepting' });
    const arrived = check.getByLabel('Scan a serial number');
    for (const serial of [serials[1]!, unknown]) {
      await arrived.fill(serial);
      await arrived.press('Enter');
    }
    await expect(check.getByText(`${unknown}: NOT on this transfer`)).toBeVisible();
    const found = check.getByTestId('transfer-check');
    await expect(found).toContainText('Checked 1 of 2');
    await expect(found.getByRole('list', { name: 'Not scanned yet (1)' })).toHaveText(serials[0]!);
    await expect(
      found.getByRole('list', { name: 'Scanned but not on this transfer (1)' }),
    ).toHaveText(unknown);
    await expectAccessible(page);
    if (width === 'desktop') await screenshotBoth(page, 'transfer-incoming');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept these devices?' });
    await expect(confirm).toContainText('Your check: 1 not scanned, 1 not on this transfer.');
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(page.getByText(`Transfer ${number} accepted`)).toBeVisible();
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
    await machinesCount(page, prefix, 2);

    await signOut(page);
    await signIn(page, 'distributor');
    await machinesCount(page, prefix, 0);
    await page.goto('/machines/transfers?direction=outgoing');
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    if (width === 'desktop') await screenshotBoth(page, 'transfers-outgoing');
  });
}

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
