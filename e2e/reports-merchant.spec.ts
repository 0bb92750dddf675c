import fs from 'node:fs/promises';
import { formatRupees, rupeesDecimal } from '@dd/contract';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { apiToken, signIn, type DemoAccount } from './support/session';

/**
 * The report groups after the spec's four on the Reports screen: the devices at the merchant
 * (#16, and the dashboard funnel) and billing's receivables ageing (#35) and registers (#49).
 */

type Preview = {
  total: number;
  fields: Array<{ key: string; header: string }>;
  rows: Array<Record<string, string | number | null>>;
};

async function apiGet<T>(page: Page, who: DemoAccount, path: string): Promise<T> {
  const token = await apiToken(page, who);
  const res = await page.request.get(`/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as T;
}

/** RFC 4180 lines -> cells (the merchant reports' test data hold no line breaks in a cell). */
function csvRows(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []).slice(0, -1))
    .map((cells) =>
      cells.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')),
    );
}

/** The preview's row count as the screen writes it ('1 row', '1,234 rows'). */
const expectRowCount = (page: Page, total: number) =>
  expect(page.getByTestId('report-total')).toHaveText(
    `${total.toLocaleString('en-IN')} ${total === 1 ? 'row' : 'rows'}`,
  );

/**
 * "Generate Report" as CSV: the file is named `<report>-report-<day>.csv`, the screen says it is
 * done, and its header and row count are the preview's (`api`); answers the file's lines.
 */
async function generateCsv(page: Page, testInfo: TestInfo, report: string, api: Preview) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(
    new RegExp(`^${report}-report-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  await expect(page.getByText('Report generated successfully!')).toBeVisible();
  const file = testInfo.outputPath(csv.suggestedFilename());
  await csv.saveAs(file);
  const text = (await fs.readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csvRows(text);
  expect(header).toEqual(api.fields.map((f) => f.header));
  expect(rows).toHaveLength(api.total);
  return { header: header!, rows };
}

const summary = (page: Page) => page.getByRole('region', { name: 'Report Summary' });
const merchantCards = (page: Page) =>
  page.getByRole('radiogroup', { name: 'Devices at the merchant' }).getByRole('radio');

test('admin generates the activation status report as CSV from the second group', async ({
  page,
}, testInfo) => {
  await signIn(page, 'admin', '/reports');
  await expect(
    page.getByRole('radiogroup', { name: 'Report Type' }).getByRole('radio'),
  ).toHaveCount(4);
  await expect(merchantCards(page)).toHaveCount(5);

  await page.getByRole('radio', { name: 'Activation Status', exact: true }).check();
  await expect(page).toHaveURL(/[?&]report=activation/);
  await expect(summary(page)).toContainText('Activation Status');
  await page.getByLabel('Activation State', { exact: true }).selectOption('ALLOTTED');
  await expect(summary(page)).toContainText('Activation State: Allotted');
  await expect(page.getByLabel('Provider', { exact: true })).toBeVisible();

  const api = await apiGet<Preview>(page, 'admin', 'reports/activation?activationState=ALLOTTED');
  await expectRowCount(page, api.total);
  await screenshotBoth(page, 'reports-merchant-activation');
  await expectAccessible(page);

  const { header, rows } = await generateCsv(page, testInfo, 'activation', api);
  const stateAt = header.indexOf('Activation State');
  // The file writes the English word of the state (decision 0164).
  for (const row of rows) expect(row[stateAt]).toBe('Allotted');
});

test('a distributor has no RMA card; the dashboard shows the activation funnel', async ({
  page,
}) => {
  await signIn(page, 'distributor');
  const funnel = await apiGet<{ activationFunnel: Record<string, number> }>(
    page,
    'distributor',
    'dashboard/stats',
  );
  const panel = page.getByTestId('activation-funnel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('funnel-allotted')).toContainText(
    String(funnel.activationFunnel['allotted']),
  );
  await expect(page.getByTestId('funnel-idle')).toContainText(
    String(funnel.activationFunnel['idle']),
  );
  await panel.scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'dashboard-activation-funnel');
  await expectAccessible(page);

  await page.goto('/reports');
  await expect(merchantCards(page)).toHaveCount(4);
  await expect(page.getByRole('radio', { name: 'RMA Batches', exact: true })).toHaveCount(0);
});

test('admin generates the receivables ageing as CSV: no dates, amounts in rupees', async ({
  page,
}, testInfo) => {
  await signIn(page, 'admin', '/reports');
  const billingCards = page.getByRole('radiogroup', { name: 'Billing' }).getByRole('radio');
  // The ageing, then the five registers of billing's documents.
  await expect(billingCards).toHaveCount(6);
  await page.getByRole('radio', { name: 'Receivables Ageing', exact: true }).check();
  await expect(page).toHaveURL(/[?&]report=receivables/);
  await expect(page.getByLabel('From Date')).toHaveCount(0);
  await expect(summary(page)).toContainText('As of today (no date range)');

  // The demo's unpaid and half-paid invoices: each distributor that owes has a line.
  const api = await apiGet<Preview>(page, 'admin', 'reports/receivables?pageSize=500');
  expect(api.total).toBeGreaterThan(0);
  await expectRowCount(page, api.total);
  const first = api.rows[0]!;
  const firstRow = page.getByRole('row').filter({ hasText: String(first['distributor']) });
  await expect(firstRow).toContainText(formatRupees(Number(first['totalPaise'])));
  await screenshotBoth(page, 'reports-receivables');
  await expectAccessible(page);

  const { header, rows } = await generateCsv(page, testInfo, 'receivables', api);
  const totalAt = header.indexOf('Net Outstanding');
  expect(rows.map((row) => row[totalAt])).toEqual(
    api.rows.map((r) => rupeesDecimal(Number(r['totalPaise']))),
  );
});

test('admin generates the invoice register as CSV: the issued invoices of the dates, in rupees', async ({
  page,
}, testInfo) => {
  await signIn(page, 'admin', '/reports');
  await page.getByRole('radio', { name: 'Invoice Register', exact: true }).check();
  await expect(page).toHaveURL(/[?&]report=invoice-register/);
  await expect(
    page.getByText('Both dates are optional. They filter by the day each invoice was issued.'),
  ).toBeVisible();
  await page.getByLabel('From Date').fill('2000-01-01');
  await expect(summary(page)).toContainText('Invoice Register');

  // The demo's issued invoices, each with its number and total.
  const api = await apiGet<Preview>(
    page,
    'admin',
    'reports/invoice-register?dateFrom=2000-01-01&pageSize=500',
  );
  expect(api.total).toBeGreaterThan(0);
  await expectRowCount(page, api.total);
  const first = api.rows[0]!;
  const firstRow = page.getByRole('row').filter({ hasText: String(first['number']) });
  await expect(firstRow).toContainText(formatRupees(Number(first['invoiceTotalPaise'])));
  await expectAccessible(page);

  const { header, rows } = await generateCsv(page, testInfo, 'invoice-register', api);
  const totalAt = header.indexOf('Total');
  expect(rows.map((row) => [row[1], row[totalAt]])).toEqual(
    api.rows.map((r) => [r['number'], rupeesDecimal(Number(r['invoiceTotalPaise']))]),
  );
});
