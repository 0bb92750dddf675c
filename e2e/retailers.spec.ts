import { expect, test, type Page } from '@playwright/test';
import { closeDialog, expectAccessible, screenshotBoth } from './support/screens';
import { apiGet, signIn } from './support/session';
import { allRows, expectAccountListTexts, namesShownInOrder } from './support/tables';

const SEARCH = 'Search by name, email, shop, or city...';

type RetailerList = { total: number; retailers: Array<{ name: string }> };
type DistributorList = { distributors: Array<{ id: number; name: string }> };

// Not by role: while a dialog is open the page behind it is hidden from the accessibility tree.
/** The rows in the DOM (the table renders those in view; `allRows` scrolls through all). */
const rows = (page: Page) => page.locator('table tbody tr[aria-rowindex]');
const distributorFilter = (page: Page) => page.getByLabel('Distributor', { exact: true });

test("admin sees the spec's texts and filters retailers by a real distributor", async ({
  page,
}) => {
  await signIn(page, 'admin', '/retailers');
  await expect(page.getByRole('heading', { level: 1, name: 'Retailers Management' })).toBeVisible();
  await expectAccountListTexts(page, {
    total: 'Total Retailers',
    search: SEARCH,
    columns: [
      'Retailer Info',
      'Contact Details',
      'Shop Details',
      'Distributor',
      'Status',
      'Actions',
    ],
  });
  await expect(page.getByRole('button', { name: 'Add Retailer' })).toBeVisible();
  const all = await apiGet<RetailerList>(page, 'admin', '/retailers?pageSize=1');
  await expect(page.getByRole('heading', { name: `Retailers (${all.total})` })).toBeVisible();

  // The distributor filter holds 'All Distributors' and the real distributors (ids 1-8 first).
  const { distributors } = await apiGet<DistributorList>(
    page,
    'admin',
    '/distributors?pageSize=500',
  );
  await expect(distributorFilter(page).locator('option')).toHaveText([
    'All Distributors',
    ...distributors.map((d) => d.name),
  ]);
  expect(distributors.slice(0, 8).map((d) => d.name)).toEqual([
    'ABC Distributors',
    'XYZ Distributors',
    'Instant Mudra Solutions',
    'Dhamillion Trading',
    'Quickpay Solutions',
    'Paymatrix Technologies',
    'DMCPAY Solutions',
    'Raju Mobile Solutions',
  ]);
  await expectAccessible(page);
  await screenshotBoth(page, 'retailers');

  await distributorFilter(page).selectOption({ label: 'XYZ Distributors' });
  await expect(page).toHaveURL(/distributorId=2/);
  const xyz = await apiGet<RetailerList>(page, 'admin', '/retailers?distributorId=2&pageSize=500');
  expect(xyz.total).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: `Retailers (${xyz.total})` })).toBeVisible();
  const xyzRows = await allRows(page.locator('table'));
  expect(xyzRows).toHaveLength(Math.min(xyz.total, 25));
  for (const cells of xyzRows) expect(cells[3]).toContain('XYZ Distributors');

  // A search that matches nothing.
  await page.getByPlaceholder(SEARCH).fill('zz-no-such-retailer-zz');
  await expect(page.getByText('No retailers found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms.')).toBeVisible();
});

test('admin sorts retailers by shop from the header and on a phone from the sort bar; the URL keeps it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const namesOf = async (query: string) =>
    (await apiGet<RetailerList>(page, 'admin', `/retailers?${query}`)).retailers.map((r) => r.name);
  const header = (name: string) => page.getByRole('columnheader', { name });
  const button = (name: string) => header(name).getByRole('button', { name });
  const showsInOrder = (expected: string[]) => namesShownInOrder(page, expected);

  await page.goto('/retailers?distributorId=1');
  const unsorted = await namesOf('distributorId=1&pageSize=25');
  await showsInOrder(unsorted);
  await expect(header('Shop Details')).toHaveAttribute('aria-sort', 'none');

  await button('Shop Details').click();
  await expect(page).toHaveURL(/distributorId=1&sort=shop_name&order=asc/);
  await expect(header('Shop Details')).toHaveAttribute('aria-sort', 'ascending');
  await showsInOrder(await namesOf('distributorId=1&pageSize=25&sort=shop_name&order=asc'));

  await button('Shop Details').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=shop_name&order=desc/);
  await expect(header('Shop Details')).toHaveAttribute('aria-sort', 'descending');
  const descending = await namesOf('distributorId=1&pageSize=25&sort=shop_name&order=desc');
  expect(descending).not.toEqual(unsorted);
  await showsInOrder(descending);

  // A reload keeps the sort and the filter.
  await page.reload();
  await expect(header('Shop Details')).toHaveAttribute('aria-sort', 'descending');
  await expect(distributorFilter(page)).toHaveValue('1');
  await showsInOrder(descending);

  // On a phone the rows are cards, sorted from the bar above them (Space presses a button too).
  await page.setViewportSize({ width: 390, height: 800 });
  const bar = page.getByRole('group', { name: 'Sort by' });
  await expect(bar.getByRole('button', { name: 'Shop Details (descending)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await bar.getByRole('button', { name: 'Retailer Info' }).focus();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/sort=name&order=asc/);
  const byName = await namesOf('distributorId=1&pageSize=25&sort=name&order=asc');
  const cards = page.getByRole('region', { name: /^Retailers \(/ }).locator('li');
  await expect(cards.locator('> div:first-child p.font-medium')).toHaveText(byName);
  await expectAccessible(page);
});

test('admin adds a retailer under a chosen distributor and views it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `E2E Shopkeeper ${stamp}`;
  await signIn(page, 'admin', '/retailers');
  await page.getByRole('button', { name: 'Add Retailer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Retailer' });
  await form.getByRole('button', { name: 'Create Retailer' }).click();
  await expect(form.getByText('Shop name is required')).toBeVisible();
  await expect(form.locator('#retailer-create-distributor_id-error')).toHaveText(
    'Select a distributor',
  );
  await expectAccessible(page);
  await screenshotBoth(page, 'retailers-create-form');

  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Shop Name').fill(`Kirana ${stamp}`);
  await form.getByLabel('Email').fill(`shop-${stamp}@retail.test`);
  await form.getByLabel('Phone').fill('+91 98980 33333');
  await form.getByLabel('Address').fill('5 Station Road');
  await form.getByLabel('City').fill('Pune');
  await form
    .getByLabel('Distributor')
    .selectOption({ label: 'Dhamillion Trading (Dhamillion Trading Co.)' });
  await form.getByRole('button', { name: 'Create Retailer' }).click();
  await expect(page.getByText(`Retailer ${name} created`)).toBeVisible();

  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByText('Dhamillion Trading Co.')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Its orders' })).toHaveAttribute(
    'href',
    `/orders?search=${encodeURIComponent(name)}`,
  );
  await expectAccessible(page);
  await screenshotBoth(page, 'retailers-detail');
  await closeDialog(detail);

  await page.getByPlaceholder(SEARCH).fill(stamp);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  await expect(rows(page).first()).toContainText('Dhamillion Trading');
});

test('a distributor lists only its own retailers and adds one under itself', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `E2E Own Shop ${stamp}`;
  await signIn(page, 'distributor', '/retailers');
  const own = await apiGet<RetailerList>(page, 'distributor', '/retailers?pageSize=500');
  await expect(page.getByRole('heading', { name: `Retailers (${own.total})` })).toBeVisible();
  const ownRows = await allRows(page.locator('table'));
  expect(ownRows).toHaveLength(Math.min(own.total, 25));
  for (const cells of ownRows) expect(cells[3]).toContain('ABC Distributors');
  await expect(distributorFilter(page).locator('option')).toHaveText([
    'All Distributors',
    'ABC Distributors',
  ]);

  await page.getByRole('button', { name: 'Add Retailer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Retailer' });
  const distributor = form.getByLabel('Distributor');
  await expect(distributor).toHaveValue('ABC Distributors');
  await expect(distributor).toHaveAttribute('readonly', '');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Shop Name').fill(`Own Kirana ${stamp}`);
  await form.getByLabel('Email').fill(`own-${stamp}@retail.test`);
  await form.getByLabel('Phone').fill('+91 98250 44444');
  await form.getByLabel('Address').fill('9 CG Road, Ahmedabad');
  await form.getByRole('button', { name: 'Create Retailer' }).click();
  await expect(page.getByText(`Retailer ${name} created`)).toBeVisible();
  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByText('ABC Distributors Pvt Ltd')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Create sign-in account' })).toHaveCount(0);
  await closeDialog(detail);

  await page.getByPlaceholder(SEARCH).fill(stamp);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('ABC Distributors');
});
