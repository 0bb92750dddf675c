import fs from 'node:fs/promises';
import { expect, test, type Download, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { apiToken, signIn, type DemoAccount } from './support/session';
import { allRows } from './support/tables';

const TYPES = [
  { type: 'assignments', title: 'Assignments Report' },
  { type: 'machines', title: 'Machines Inventory' },
  { type: 'distributors', title: 'Distributors Report' },
  { type: 'retailers', title: 'Retailers Report' },
] as const;

type Preview = {
  total: number;
  fields: Array<{ key: string; header: string }>;
  rows: Array<Record<string, string | number | boolean | null>>;
};

/** What GET /api/reports/{type} answers `who` (to compare the screen with the database). */
async function apiPreview(page: Page, who: DemoAccount, type: string, query = '') {
  const token = await apiToken(page, who);
  const res = await page.request.get(`/api/reports/${type}?pageSize=10&${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Preview;
}

/** '1,641 rows' as the screen writes a report's row count (Indian digit grouping). */
const rowsText = (total: number) =>
  `${total.toLocaleString('en-IN')} ${total === 1 ? 'row' : 'rows'}`;

/** RFC 4180 CSV (quoted cells may hold commas, quotes and line breaks) -> rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Saves a real browser download to the test's folder and reads it back from disk. */
async function saved(download: Download, testInfo: TestInfo): Promise<Buffer> {
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return fs.readFile(file);
}

const summary = (page: Page) => page.getByRole('region', { name: 'Report Summary' });
const preview = (page: Page) => page.getByRole('region', { name: /^Preview/ });
const generateButton = (page: Page) =>
  page.getByRole('button', { name: /^(Generate Report|Generating\.\.\.)$/ });

/** The texts of one column of the preview table, by its header (scrolling through its rows). */
async function previewColumn(page: Page, header: string): Promise<string[]> {
  const table = preview(page).getByRole('table');
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return (await allRows(table)).map((cells) => cells[index] ?? '');
}

test("admin sees the spec's choices, and each report's preview shows the API's total", async ({
  page,
}) => {
  await signIn(page, 'admin', '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // Four selectable cards with the spec's titles and descriptions.
  const cards = page.getByRole('radiogroup', { name: 'Report Type' }).getByRole('radio');
  await expect(cards).toHaveCount(4);
  for (const { title } of TYPES) {
    await expect(page.getByRole('radio', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Machine assignment history and status')).toBeVisible();
  await expect(page.getByText('Complete machine inventory and status')).toBeVisible();
  await expect(page.getByLabel('From Date')).toHaveValue('');
  await expect(page.getByLabel('To Date')).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'CSV', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Excel', exact: true })).not.toBeChecked();

  // The summary: the selected report, format, 'All dates', 'No filters applied'.
  await expect(summary(page)).toContainText('Assignments Report');
  await expect(summary(page)).toContainText('CSV');
  await expect(summary(page)).toContainText('All dates');
  await expect(summary(page)).toContainText('No filters applied');
  await expect(generateButton(page)).toHaveText('Generate Report');
  await expect(generateButton(page)).toBeEnabled();

  for (const { type, title } of TYPES) {
    await page.getByRole('radio', { name: title, exact: true }).check();
    await expect(page.getByRole('radio', { name: title, exact: true })).toBeChecked();
    // The choice is in the URL (the first type is the default, so it needs no parameter).
    if (type !== 'assignments') await expect(page).toHaveURL(new RegExp(`[?&]report=${type}`));
    await expect(summary(page)).toContainText(title);
    const api = await apiPreview(page, 'admin', type);
    await expect(preview(page).getByTestId('report-total')).toHaveText(rowsText(api.total));
    // The headers are the API's fields; the first row is the API's first row.
    await expect(preview(page).getByRole('columnheader')).toHaveText(
      api.fields.map((f) => new RegExp(`^${f.header}$`, 'i')),
    );
    const ids = await previewColumn(page, 'ID');
    expect(ids).toEqual(api.rows.map((r) => String(r.id)));
  }

  // Per-type filters follow the chosen report.
  await expect(page.getByLabel('Status', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Distributor', { exact: true })).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Machines Inventory', exact: true }).check();
  await expect(page.getByLabel('Machine Type', { exact: true }).locator('option')).toHaveText([
    'All Types',
    'POS',
    'Soundbox',
  ]);
  await expect(page.getByLabel('Manufacturer', { exact: true }).locator('option')).toHaveText([
    'All Manufacturers',
    'Telering',
    'Everlife',
  ]);
  await expect(page.getByLabel('Status', { exact: true }).locator('option')).toHaveText([
    'All Status',
    'Available',
    'Assigned',
    'Maintenance',
    'Retired',
  ]);
  await expect(page.getByLabel('City', { exact: true })).toHaveCount(0);

  // The choices are in the URL: a reload shows the same report.
  await page.getByLabel('Machine Type', { exact: true }).selectOption('SOUNDBOX');
  await expect(page).toHaveURL(/[?&]report=machines/);
  await expect(page).toHaveURL(/[?&]type=SOUNDBOX/);
  await expect(summary(page)).toContainText('Machine Type: Soundbox');
  const soundboxes = await apiPreview(page, 'admin', 'machines', 'type=SOUNDBOX');
  await expect(preview(page).getByTestId('report-total')).toHaveText(rowsText(soundboxes.total));
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Machines Inventory', exact: true })).toBeChecked();
  await expect(page.getByLabel('Machine Type', { exact: true })).toHaveValue('SOUNDBOX');
  await expect(preview(page).getByTestId('report-total')).toHaveText(rowsText(soundboxes.total));
  await page.getByLabel('Machine Type', { exact: true }).selectOption('all');
  await expect(summary(page)).toContainText('No filters applied');
  const everything = await apiPreview(page, 'admin', 'machines', '');
  await expect(preview(page).getByTestId('report-total')).toHaveText(rowsText(everything.total));

  await expectAccessible(page);
  await screenshotBoth(page, 'reports');
});

test('dates: To before From is an inline error and Generate is disabled; the summary range', async ({
  page,
}) => {
  await signIn(page, 'admin', '/reports?report=distributors');

  await page.getByLabel('From Date').fill('2024-05-10');
  // One date alone filters the file too: the summary says so.
  await expect(summary(page)).toContainText('From May 10, 2024');
  await page.getByLabel('To Date').fill('2024-05-01');
  await expect(page.getByText('To Date cannot be before From Date')).toBeVisible();
  await expect(page.getByLabel('To Date')).toHaveAttribute('aria-invalid', 'true');
  await expect(generateButton(page)).toBeDisabled();
  await expect(preview(page)).toContainText('Correct the date range to see a preview.');
  await expectAccessible(page);
  await screenshotBoth(page, 'reports-date-error');

  await page.getByLabel('To Date').fill('2030-12-31');
  await expect(page.getByText('To Date cannot be before From Date')).toHaveCount(0);
  await expect(generateButton(page)).toBeEnabled();
  await expect(summary(page)).toContainText('May 10, 2024 to Dec 31, 2030');
  const api = await apiPreview(
    page,
    'admin',
    'distributors',
    'dateFrom=2024-05-10&dateTo=2030-12-31',
  );
  await expect(preview(page).getByTestId('report-total')).toHaveText(rowsText(api.total));

  // A city nobody has: the filter shows in the summary, the preview is empty.
  await page.getByLabel('City', { exact: true }).fill('Nowhere City');
  await expect(summary(page)).toContainText('City: Nowhere City');
  await expect(preview(page).getByTestId('report-total')).toHaveText('0 rows');
  await expect(preview(page)).toContainText('No rows match these filters');
});

test('machines report filtered to MAINTENANCE downloads as CSV, then as Excel', async ({
  page,
}, testInfo) => {
  await signIn(page, 'admin', '/reports');
  await page.getByRole('radio', { name: 'Machines Inventory', exact: true }).check();
  await page.getByLabel('Status', { exact: true }).selectOption('MAINTENANCE');
  await expect(page).toHaveURL(/[?&]status=MAINTENANCE/);
  await expect(summary(page)).toContainText('Status: Maintenance');
  await expect(summary(page)).not.toContainText('No filters applied');

  const api = await apiPreview(page, 'admin', 'machines', 'status=MAINTENANCE');
  expect(api.total).toBeGreaterThan(0);
  await expect(preview(page).getByTestId('report-total')).toHaveText(rowsText(api.total));
  for (const status of await previewColumn(page, 'Status')) expect(status).toBe('Maintenance');

  // CSV: a real download, read back from disk.
  const csvDownload = page.waitForEvent('download');
  await generateButton(page).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^machines-report-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Report generated successfully!')).toBeVisible();
  await expect(generateButton(page)).toHaveText('Generate Report');
  const text = (await saved(csv, testInfo)).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(text);
  expect(header).toContain('Status');
  expect(header).toContain('Serial Number');
  expect(rows).toHaveLength(api.total);
  const statusAt = header!.indexOf('Status');
  // The file writes the English word of the status (decision 0164), as the preview shows it.
  expect(new Set(rows.map((r) => r[statusAt]))).toEqual(new Set(['Maintenance']));

  // Excel: hold the answer back to see the busy state, then a real .xlsx (a zip: 'PK').
  await page.getByRole('radio', { name: 'Excel', exact: true }).check();
  await expect(page).toHaveURL(/[?&]format=excel/);
  await expect(summary(page)).toContainText('Excel');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reports/machines/export?*', async (route) => {
    await held;
    await route.continue();
  });
  const excelDownload = page.waitForEvent('download');
  await generateButton(page).click();
  await expect(generateButton(page)).toHaveText('Generating...');
  await expect(generateButton(page)).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Report download' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header sits at the top
  await screenshotBoth(page, 'reports-generating');
  release();
  const excel = await excelDownload;
  expect(excel.suggestedFilename()).toMatch(/^machines-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await saved(excel, testInfo);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1000);
  await expect(page.getByText('Report generated successfully!').first()).toBeVisible();
  await expect(generateButton(page)).toBeEnabled();
  await page.unroute('**/api/reports/machines/export?*');
});

test('a failed download says so and logs the error', async ({ page }) => {
  await signIn(page, 'admin', '/reports?report=retailers');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/reports/retailers/export?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Boom"}' }),
  );
  await generateButton(page).click();
  await expect(page.getByText('Failed to generate report')).toBeVisible();
  await expect(generateButton(page)).toBeEnabled();
  await expect.poll(() => errors.some((e) => e.includes('Boom'))).toBe(true);
});

test("a distributor's machines report holds only its own machines", async ({ page }, testInfo) => {
  await signIn(page, 'distributor', '/reports');
  await page.getByRole('radio', { name: 'Machines Inventory', exact: true }).check();

  const api = await apiPreview(page, 'distributor', 'machines');
  expect(api.total).toBeGreaterThan(0);
  await expect(preview(page).getByTestId('report-total')).toHaveText(rowsText(api.total));
  const distributors = await previewColumn(page, 'Distributor');
  expect(distributors.length).toBeGreaterThan(0);
  expect(new Set(distributors)).toEqual(new Set(['ABC Distributors']));

  const download = page.waitForEvent('download');
  await generateButton(page).click();
  const csv = await download;
  const [header, ...rows] = parseCsv(
    (await saved(csv, testInfo)).toString('utf8').replace(/^\uFEFF/, ''),
  );
  expect(rows).toHaveLength(api.total);
  const at = header!.indexOf('Distributor');
  expect(new Set(rows.map((r) => r[at]))).toEqual(new Set(['ABC Distributors']));
  await expect(page.getByText('Report generated successfully!')).toBeVisible();

  // The assignments report has no Distributor choice for a distributor (it sees only its own).
  await page.getByRole('radio', { name: 'Assignments Report', exact: true }).check();
  await expect(page.getByLabel('Retailer', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Distributor', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'reports-distributor');
});
