import { expect, test, type Page } from '@playwright/test';
import { expectButtonsOneLine, expectNoOverflow } from './support/fit';
import { expectAccessible, screenshotBoth } from './support/screens';
import { apiToken, signIn } from './support/session';
import { allRows } from './support/tables';
import { slowUpload } from './support/uploads';

/** A suffix that keeps this run's records apart from the seed and other journeys. */
const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

async function createMachine(page: Page, token: string, serial: string) {
  const res = await page.request.post('/api/machines', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      serialNumber: serial,
      model: 'E2E Vox',
      manufacturer: 'Everlife',
      type: 'SOUNDBOX',
      serviceProviderId: 1,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { machine: { id: number } }).machine;
}

type MachineList = { total: number; machines: { serialNumber: string; partner: string | null }[] };

const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Machines \(\d+\)$/ });
const table = (page: Page) => page.getByRole('table');
/** The rows in the DOM: the table renders those in view (see `allRows` for all of them). */
const rows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');
/** Every row's data cells (the first cell is the row's selection checkbox). */
const machineRows = async (page: Page) =>
  (await allRows(table(page))).map((cells) => cells.slice(1));
/** A row's text, its cells joined. */
const text = (cells: string[]) => cells.join('\n');
/** The lines of a cell's text (its paragraphs). */
const lines = (cell = '') => cell.split(/\n+/);

async function expectTotal(page: Page, total: number) {
  await expect(heading(page)).toHaveText(`Machines (${total})`);
}

test.describe('machines as admin', () => {
  test.beforeEach(async ({ page }) => {
    // Long journeys (several screens, screenshots at two widths, axe): room on a busy machine.
    test.slow();
    await signIn(page, 'admin');
  });

  test('filters and search narrow the table to what the API counts, and stay in the URL', async ({
    page,
  }) => {
    const token = await apiToken(page, 'admin');
    await page.goto('/machines');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Machines Management' }),
    ).toBeVisible();
    const all = await apiGet<MachineList & { stats: { total: number } }>(
      page,
      token,
      '/machines?pageSize=1',
    );
    await expectTotal(page, all.total);
    const stats = page.getByRole('region', { name: 'Machine statistics' });
    for (const label of [
      'Total Machines',
      'POS Machines',
      'Soundbox Devices',
      'Available',
      'Assigned',
      'B2B Partners',
      'B2C Available',
    ]) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(stats).toContainText(all.stats.total.toLocaleString('en'));
    // A page of 25 rows: the table says so, and scrolling through it shows them all.
    await expect(table(page)).toHaveAttribute('aria-rowcount', '26');
    expect(await machineRows(page)).toHaveLength(25);
    await screenshotBoth(page, 'machines');
    await expectAccessible(page);

    await page.getByLabel('Status').selectOption('AVAILABLE');
    await page.getByLabel('Type', { exact: true }).selectOption('SOUNDBOX');
    await page.getByLabel('Manufacturer').selectOption('Everlife');
    await expect(page).toHaveURL(/status=AVAILABLE&type=SOUNDBOX&manufacturer=Everlife/);
    const filtered = await apiGet<MachineList>(
      page,
      token,
      '/machines?status=AVAILABLE&type=SOUNDBOX&manufacturer=Everlife&pageSize=1',
    );
    expect(filtered.total).toBeLessThan(all.total);
    await expectTotal(page, filtered.total);
    await expect(rows(page).first()).toContainText('Everlife');
    const filteredRows = await machineRows(page);
    expect(filteredRows).toHaveLength(Math.min(25, filtered.total));
    for (const cells of filteredRows) {
      expect(text(cells)).toContain('Everlife');
      expect(cells[4]).toBe('Available');
    }

    await page.getByRole('searchbox', { name: 'Search' }).fill('EVL-SB-0009');
    await expect(page).toHaveURL(/search=EVL-SB-0009/);
    const searched = await apiGet<MachineList>(
      page,
      token,
      '/machines?status=AVAILABLE&type=SOUNDBOX&manufacturer=Everlife&search=EVL-SB-0009&pageSize=100',
    );
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.total).toBeLessThan(filtered.total);
    await expectTotal(page, searched.total);
    const serials = (await machineRows(page)).map((cells) => lines(cells[0])[0] ?? '');
    expect(serials.length).toBe(Math.min(25, searched.total));
    for (const serial of serials) expect(serial).toContain('EVL-SB-0009');

    // A reload (or a shared link) shows the same view.
    await page.reload();
    await expectTotal(page, searched.total);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('EVL-SB-0009');
    await expect(page.getByLabel('Manufacturer')).toHaveValue('Everlife');

    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-machine-anywhere');
    await expect(page.getByText('No machines found')).toBeVisible();
    await expect(table(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/machines$/);
    await expectTotal(page, all.total);
  });

  test('sorts by a column from its header (mouse and keyboard), keeps the sort and page size in the URL', async ({
    page,
  }) => {
    const token = await apiToken(page, 'admin');
    const serialsOf = async (query: string) =>
      (await apiGet<MachineList>(page, token, `/machines?${query}`)).machines.map(
        (m) => m.serialNumber,
      );
    const shownSerials = async () =>
      (await machineRows(page)).map((cells) => lines(cells[0])[0] ?? '');
    const header = (name: string) => table(page).getByRole('columnheader', { name });

    await page.goto('/machines?type=SOUNDBOX');
    const unsorted = await serialsOf('type=SOUNDBOX&pageSize=25');
    await expect(rows(page).first()).toContainText(unsorted[0]!);
    await expect(header('Device Info')).toHaveAttribute('aria-sort', 'none');

    await table(page).getByRole('button', { name: 'Device Info' }).click();
    await expect(page).toHaveURL(/type=SOUNDBOX&sort=serialNumber&order=asc/);
    await expect(header('Device Info')).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await serialsOf('type=SOUNDBOX&pageSize=25&sort=serialNumber&order=asc');
    expect(ascending).not.toEqual(unsorted);
    await expect(rows(page).first()).toContainText(ascending[0]!);
    expect(await shownSerials()).toEqual(ascending);

    // Keyboard: Enter on the focused header flips the order; Tab + Space sorts by the next one.
    await table(page).getByRole('button', { name: 'Device Info' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=serialNumber&order=desc/);
    await expect(header('Device Info')).toHaveAttribute('aria-sort', 'descending');
    const descending = await serialsOf('type=SOUNDBOX&pageSize=25&sort=serialNumber&order=desc');
    await expect(rows(page).first()).toContainText(descending[0]!);
    expect(await shownSerials()).toEqual(descending);

    // A reload (or a shared link) keeps the sort.
    await page.reload();
    await expect(header('Device Info')).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page).first()).toContainText(descending[0]!);

    await table(page).getByRole('button', { name: 'Device Info' }).focus();
    await page.keyboard.press('Tab');
    await expect(table(page).getByRole('button', { name: 'Model & Partner' })).toBeFocused();
    await page.keyboard.press(' ');
    await expect(page).toHaveURL(/sort=model&order=asc/);
    await expect(header('Model & Partner')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Device Info')).toHaveAttribute('aria-sort', 'none');
    const byModel = await serialsOf('type=SOUNDBOX&pageSize=25&sort=model&order=asc');
    await expect(rows(page).first()).toContainText(byModel[0]!);

    // Rows per page: 50, in the URL and in the table.
    await page.getByLabel('Rows per page').selectOption('50');
    await expect(page).toHaveURL(/sort=model&order=asc&pageSize=50/);
    const total = (await apiGet<MachineList>(page, token, '/machines?type=SOUNDBOX&pageSize=1'))
      .total;
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(Math.min(50, total) + 1));
    await expectAccessible(page);
  });

  test('adds a machine; the same serial again is refused on the field', async ({ page }) => {
    const serial = `E2E-ADD-${stamp()}`;
    await page.goto('/machines');
    await page.getByRole('button', { name: 'Add Machine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Machine' });
    await expect(dialog.getByRole('tab', { name: 'Machine Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('button', { name: 'Add Machine' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await screenshotBoth(page, 'machine-add-dialog');
    await expectAccessible(page);

    const fill = async (value: string) => {
      await dialog.getByLabel(/^Serial Number/).fill(value);
      await dialog.getByLabel(/^Model/).fill('Telering T-300');
      await dialog.getByLabel(/^Manufacturer/).fill('Telering');
      await dialog.getByLabel(/^Type/).selectOption('POS');
      // The role, not the label: the hidden Import tab has a Service Provider select too.
      await dialog
        .getByRole('combobox', { name: /^Service Provider/ })
        .selectOption({ label: 'Bharat Payment Services' });
      await dialog.getByLabel(/^Partner Type/).selectOption('B2C');
      await dialog.getByLabel(/^Partner \(/).fill('Walk-in retail');
      await dialog.getByLabel('MID (optional)').fill(`MID${value}`);
      await dialog.getByLabel('With Standee').check();
    };
    await fill(serial);
    await dialog.getByRole('button', { name: 'Add Machine' }).click();
    await expect(page.getByText(`Machine ${serial} added`)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search' }).fill(serial);
    await expectTotal(page, 1);
    const row = rows(page).first();
    await expect(row).toContainText(serial);
    await expect(row).toContainText('Walk-in retail');
    await expect(row).toContainText('With Standee');
    await expect(row.getByText('B2C')).toBeVisible();
    await expect(row.getByText('Available', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add Machine' }).click();
    await fill(serial);
    await dialog.getByLabel('MID (optional)').fill('');
    await dialog.getByRole('button', { name: 'Add Machine' }).click();
    await expect(dialog.getByText('Serial number already exists')).toBeVisible();
    await expect(dialog.getByLabel(/^Serial Number/)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel(/^Serial Number/)).toBeFocused();
  });

  test('imports a CSV: the dry run lists 2 bad rows, the import adds the 2 good ones', async ({
    page,
  }) => {
    const token = await apiToken(page, 'admin');
    const existing = (await apiGet<MachineList>(page, token, '/machines?pageSize=1')).machines[0]!
      .serialNumber;
    const s = stamp();
    const good = [`E2E-CSV-${s}-1`, `E2E-CSV-${s}-2`];
    const csv = [
      'serialNumber,model,manufacturer,type,status,partnerType,partner,mid,tid,qrCode,hasStandee,serviceProviderId',
      `${good[0]},Telering T-300,Telering,POS,AVAILABLE,,,M${s}1,T${s}1,,yes,1`,
      // No provider in the row: the one chosen in the dialog (2).
      `${good[1]},Everlife Vox 2,Everlife,SOUNDBOX,AVAILABLE,B2C,Direct Retail,,,upi://pay?pa=e2e${s}@x,no,`,
      `E2E-CSV-${s}-3,Telering T-300,Telering,PHONE,AVAILABLE,,,,,,no,1`,
      `${existing},Telering T-300,Telering,POS,AVAILABLE,,,,,,no,1`,
    ].join('\n');

    await page.goto('/machines');
    await page.getByRole('button', { name: 'Add Machine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Machine' });
    await dialog.getByRole('tab', { name: 'Import CSV' }).click();

    const templateDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download template' }).click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toBe('machines-import-template.csv');
    const templateText = await streamText(await template.createReadStream());
    // The columns without the provider (chosen in the dialog) and two example rows.
    const templateLines = templateText.trim().split('\r\n');
    expect(templateLines[0]).toBe(
      'serialNumber,model,manufacturer,type,status,partnerType,partner,mid,tid,qrCode,hasStandee,simNumber,imei',
    );
    expect(templateLines).toHaveLength(3);

    await dialog.getByRole('combobox', { name: 'Service Provider' }).selectOption('2');

    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'machines.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByText('machines.csv')).toBeVisible();
    // The file goes up as it is (text/csv, options in the query) while a progress bar shows.
    const upload = await slowUpload(page, '/api/machines/import', () =>
      dialog.getByRole('button', { name: 'Check file' }).click(),
    );
    expect(upload.query.get('dryRun')).toBe('true');
    expect(upload.query.get('serviceProviderId')).toBe('2');
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await upload.release();

    const counts = dialog.locator('dl').first();
    await expect(counts).toContainText('Rows4');
    await expect(counts).toContainText('Valid2');
    await expect(counts).toContainText('Invalid2');
    await expect(counts).toContainText('Imported0');
    const errors = dialog.getByRole('table', { name: /Errors/ });
    const errorRows = errors.locator('tbody tr');
    await expect(errorRows).toHaveCount(2);
    await expect(errorRows.nth(0).locator('td').nth(0)).toHaveText('4');
    await expect(errorRows.nth(0).locator('td').nth(1)).toHaveText('type');
    await expect(errorRows.nth(1).locator('td').nth(0)).toHaveText('5');
    await expect(errorRows.nth(1).locator('td').nth(1)).toHaveText('serialNumber');
    await expect(errorRows.nth(1).locator('td').nth(2)).toHaveText('Serial number already exists');
    await screenshotBoth(page, 'machine-import-dry-run');
    await expectAccessible(page);

    const errorsDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download error rows' }).click();
    const errorFile = await errorsDownload;
    expect(errorFile.suggestedFilename()).toBe('machines-import-errors.csv');
    const errorText = await streamText(await errorFile.createReadStream());
    const lines = errorText.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/,errors$/);
    expect(lines[1]).toContain('PHONE');
    expect(lines[2]).toContain('serialNumber: Serial number already exists');

    await dialog.getByRole('button', { name: 'Import valid rows' }).click();
    await expect(counts).toContainText('Imported2');
    await expect(page.getByText('2 machines imported').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import valid rows' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: 'Search' }).fill(`E2E-CSV-${s}`);
    await expectTotal(page, 2);
    for (const serial of good) await expect(table(page)).toContainText(serial);
    const imported = await apiGet<MachineList>(page, token, `/machines?search=E2E-CSV-${s}`);
    expect(imported.machines.map((m) => [m.serialNumber, m.serviceProviderId]).sort()).toEqual([
      [good[0], 1],
      [good[1], 2],
    ]);
  });

  test("opens a machine's detail and history, sets it to MAINTENANCE; an assigned one is refused", async ({
    page,
  }) => {
    const token = await apiToken(page, 'admin');
    const serial = `E2E-DET-${stamp()}`;
    await createMachine(page, token, serial);

    await page.goto(`/machines?search=${serial}`);
    await expectTotal(page, 1);
    await rows(page).first().getByRole('button', { name: /View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Machine Details' });
    await expect(dialog.getByText(serial).first()).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'History' })).toBeVisible();
    const history = dialog.getByRole('list');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Machine added');
    await expect(history).toContainText('Demo Admin (Admin)');
    await screenshotBoth(page, 'machine-detail');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Machine' });
    await edit.getByLabel(/^Status/).selectOption('MAINTENANCE');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Machine updated')).toBeVisible();
    const details = page.getByRole('dialog', { name: 'Machine Details' });
    await expect(details.getByText('Maintenance', { exact: true })).toBeVisible();
    await expect(details.getByRole('list')).toContainText('Status: Available → Maintenance');
    await expect(details.getByRole('list').getByRole('listitem')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(rows(page).first().getByText('Maintenance', { exact: true })).toBeVisible();

    // A machine held through an assignment: the server's 409 is shown in the form.
    const held = (await apiGet<MachineList>(page, token, '/machines?status=ASSIGNED&pageSize=1'))
      .machines[0]!;
    await page.goto(`/machines?search=${held.serialNumber}`);
    await rows(page).first().getByRole('button', { name: /View/ }).click();
    await page
      .getByRole('dialog', { name: 'Machine Details' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const heldEdit = page.getByRole('dialog', { name: 'Edit Machine' });
    await expect(
      heldEdit.getByText('This machine is assigned: return it before changing its status.'),
    ).toBeVisible();
    await heldEdit.getByLabel(/^Status/).selectOption('MAINTENANCE');
    await heldEdit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(heldEdit.getByRole('alert')).toHaveText(
      'This machine is assigned, so its status cannot be changed. Return its assignment first.',
    );
  });
});

test('a distributor sees only the machines ABC Distributors holds, and no Add Machine', async ({
  page,
}) => {
  await signIn(page, 'distributor');
  const token = await apiToken(page, 'distributor');
  const own = await apiGet<MachineList>(page, token, '/machines?pageSize=500');
  expect(own.total).toBeGreaterThan(0);
  expect(own.machines.every((m) => m.partner === 'ABC Distributors')).toBe(true);

  await page.goto('/machines');
  await expectTotal(page, own.total);
  await expect(page.getByRole('button', { name: 'Add Machine' })).toHaveCount(0);
  // The Holder column names the distributor of every row.
  const holders = (await machineRows(page)).map((cells) => cells[2]);
  expect(holders).toHaveLength(Math.min(25, own.total));
  for (const holder of holders) expect(holder).toBe('ABC Distributors');

  await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-machine-anywhere');
  await expect(page.getByText('No machines found')).toBeVisible();
});

type HeldMachine = {
  id: number;
  serialNumber: string;
  retailerId: number | null;
  distributorName: string | null;
  retailerName: string | null;
  retailerShopName: string | null;
};

test.describe('machines at phone width', () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE });
  test.beforeEach(() => test.slow());

  test('a distributor filters by its retailer and sees where a device is', async ({ page }) => {
    await signIn(page, 'distributor');
    const token = await apiToken(page, 'distributor');
    const own = await apiGet<{ machines: HeldMachine[] }>(page, token, '/machines?pageSize=500');
    const atShop = own.machines.find((m) => m.retailerId !== null && m.retailerShopName);
    expect(atShop, 'ABC Distributors has a device at a retailer').toBeDefined();

    await page.goto('/machines');
    await page.getByLabel('Retailer').selectOption(String(atShop!.retailerId));
    await expect(page).toHaveURL(new RegExp(`retailerId=${atShop!.retailerId}`));
    const cards = page.getByRole('list', { name: 'Machines' }).getByRole('listitem');
    // Every card (once the filtered answer replaced the previous one) names holder and shop.
    await expect
      .poll(async () => {
        const texts = await cards.allTextContents();
        const shop = `Retailer: ${atShop!.retailerShopName}`;
        return (
          texts.length > 0 &&
          texts.every((t) => t.includes('Holder: ABC Distributors') && t.includes(shop))
        );
      })
      .toBe(true);
    await screenshotBoth(page, 'machines-by-retailer');
    await page.setViewportSize(PHONE); // screenshotBoth leaves the desktop size
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Search' }).fill(atShop!.serialNumber);
    await expect(cards).toHaveCount(1);
    await cards.first().getByRole('button', { name: /View/ }).click();
    const where = page.getByRole('dialog').getByRole('region', { name: 'Where it is' });
    await expect(where).toContainText('Holder (distributor)ABC Distributors');
    await expect(where).toContainText(`Retailer's shop${atShop!.retailerShopName}`);
    // It came with an assignment (and, when booked, its order): other journeys hand devices over
    // without an order, so the first link is the one every device at a shop has.
    await expect(where.getByRole('link').first()).toBeVisible();
    await screenshotBoth(page, 'machine-detail-where');
    await page.setViewportSize(PHONE); // screenshotBoth leaves the desktop size
    await expectAccessible(page);
  });

  test('an admin ticks the page of cards, then every match; pastes a list of serials', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const token = await apiToken(page, 'admin');
    const tag = `E2EPH${stamp()}`;
    const serials = [`${tag}-1`, `${tag}-2`];
    for (const serial of serials) await createMachine(page, token, serial);

    await page.goto('/machines?status=AVAILABLE');
    const bar = page.getByRole('region', { name: 'Selection and export' });
    const pageBox = page.getByRole('checkbox', { name: 'Select all machines on this page' });
    // Reachable: scrolled to, it is on the screen (not clipped or pushed past its edge).
    await pageBox.scrollIntoViewIfNeeded();
    await expect(pageBox).toBeInViewport();
    await pageBox.check();
    await expect(bar.getByText('25 machines selected')).toBeVisible();
    const everyMatch = bar.getByRole('button', {
      name: /^Select all [\d,]+ matching this filter$/,
    });
    await everyMatch.scrollIntoViewIfNeeded();
    await expect(everyMatch).toBeInViewport();
    await everyMatch.click();
    await expect(
      bar.getByText(/^All [\d,]+ machines matching this filter are selected$/),
    ).toBeVisible();
    await expectNoOverflow(page);
    await expectButtonsOneLine(bar);
    await screenshotBoth(page, 'machines-phone-select-all');
    await page.setViewportSize(PHONE); // screenshotBoth leaves the desktop size
    await expectAccessible(page);
    await bar.getByRole('button', { name: 'Clear selection' }).click();

    await bar.getByRole('button', { name: 'Paste a list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste a list of serial numbers' });
    await dialog.getByLabel('Serial numbers').fill(`${serials.join('\n')}\n${tag}-NONE`);
    await dialog.getByRole('button', { name: 'Select' }).click();
    const result = dialog.getByTestId('paste-result');
    await expect(result).toContainText('2 selected');
    await expect(result).toContainText(`${tag}-NONE: unknown serial number`);
    await screenshotBoth(page, 'machines-paste-list');
    await page.setViewportSize(PHONE); // screenshotBoth leaves the desktop size
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(bar.getByText('2 machines selected')).toBeVisible();
  });

  test('View idle devices opens the Machines list filtered to them', async ({ page }) => {
    await signIn(page, 'distributor');
    const panel = page.getByTestId('activation-funnel');
    await panel.getByRole('link', { name: 'View idle devices' }).click();
    await expect(page).toHaveURL(/\/machines\?idle=true$/);
    await expect(page.getByLabel('Idle devices')).toHaveValue('true');
    await expect(heading(page)).toBeVisible();
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

test('the search placeholder fits its box at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', '/machines');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeVisible();
  const fit = () =>
    search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {
        placeholder: input.placeholder,
        text: context.measureText(input.placeholder).width,
        room,
      };
    });
  const english = await fit();
  expect(english.placeholder).toBe('Search by serial number, model, manufacturer or partner...');
  expect(english.text, english.placeholder).toBeLessThanOrEqual(english.room);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/machines-search-1280.png' });
});
