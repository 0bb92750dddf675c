import { expect, test, type Page } from '@playwright/test';
import { closeDialog, expectAccessible, screenshotBoth } from './support/screens';
import { apiGet, signIn } from './support/session';
import { allRows, expectAccountListTexts, namesShownInOrder } from './support/tables';

const SEARCH = 'Search by name, email, company, or city...';

type DistributorList = { total: number; distributors: Array<{ name: string; status: string }> };

/** What GET /api/distributors answers for `query` (to compare the screen with the database). */
const apiList = (page: Page, query: string) =>
  apiGet<DistributorList>(page, 'admin', `/distributors?${query}`);

// Not by role: while a dialog is open the page behind it is hidden from the accessibility tree.
/** The rows in the DOM (the table renders those in view; `allRows` scrolls through all). */
const rows = (page: Page) => page.locator('table tbody tr[aria-rowindex]');

/** Signs in through the login form with any account (not only the demo ones). */
async function signInWith(page: Page, email: string, password: string, userType: string) {
  await page.goto('/login');
  await page.getByLabel('User type').selectOption(userType);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("admin sees the spec's texts, searches, filters, and an empty search", async ({ page }) => {
  await signIn(page, 'admin', '/distributors');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Distributors Management' }),
  ).toBeVisible();
  await expect(page.getByText('Manage distributor accounts and information')).toBeVisible();
  await expectAccountListTexts(page, {
    total: 'Total Distributors',
    search: SEARCH,
    columns: ['Distributor Info', 'Contact Details', 'Company Details', 'Status', 'Actions'],
  });
  await expect(page.getByRole('button', { name: 'Add Distributor' })).toBeVisible();
  const all = await apiList(page, 'pageSize=1');
  await expect(page.getByRole('heading', { name: `Distributors (${all.total})` })).toBeVisible();
  await expect(rows(page).first()).toContainText('ABC Distributors');
  await expect(rows(page).first()).toContainText('ID: 1');
  await expect(
    rows(page).first().getByRole('button', { name: 'View ABC Distributors' }),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'distributors');

  // Server-side search, kept in the URL.
  await page.getByPlaceholder(SEARCH).fill('Mudra');
  await expect(page).toHaveURL(/[?&]search=Mudra/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Instant Mudra Solutions');
  await expect(page.getByRole('heading', { name: 'Distributors (1)' })).toBeVisible();
  await page.reload();
  await expect(page.getByPlaceholder(SEARCH)).toHaveValue('Mudra');
  await expect(rows(page)).toHaveCount(1);

  // Status filter: only inactive rows, as many as the API counts.
  await page.getByPlaceholder(SEARCH).fill('');
  await page.getByLabel('Status', { exact: true }).selectOption('INACTIVE');
  await expect(page).toHaveURL(/status=INACTIVE/);
  const inactive = await apiList(page, 'status=INACTIVE&pageSize=500');
  expect(inactive.total).toBeGreaterThan(0);
  await expect(
    page.getByRole('heading', { name: `Distributors (${inactive.total})` }),
  ).toBeVisible();
  const inactiveRows = (await allRows(page.locator('table'))).map((cells) => cells.join('\n'));
  expect(inactiveRows).toHaveLength(Math.min(inactive.total, 25));
  for (const row of inactiveRows) expect(row).toContain('Inactive');
  expect(inactiveRows.filter((row) => row.includes('Raju Mobile Solutions'))).toHaveLength(1);

  // A search that matches nothing.
  await page.getByLabel('Status', { exact: true }).selectOption('all');
  await page.getByPlaceholder(SEARCH).fill('zz-no-such-distributor-zz');
  await expect(page.getByText('No distributors found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms.')).toBeVisible();
  await expectAccessible(page);
});

test('admin sorts distributors from the headers (mouse and keyboard); the sort and page size stay in the URL', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const namesOf = async (query: string) =>
    (await apiList(page, query)).distributors.map((d) => d.name);
  const table = page.locator('table');
  const header = (name: string) => page.getByRole('columnheader', { name });
  const button = (name: string) => header(name).getByRole('button', { name });
  const showsInOrder = (expected: string[]) => namesShownInOrder(page, expected);
  const allNames = async () => (await allRows(table)).map((cells) => cells[0]!.split('\n')[0]);

  await page.goto('/distributors');
  const unsorted = await namesOf('pageSize=25');
  await showsInOrder(unsorted);
  for (const name of ['Distributor Info', 'Company Details', 'Status']) {
    await expect(header(name)).toHaveAttribute('aria-sort', 'none');
  }

  await button('Distributor Info').click();
  await expect(page).toHaveURL(/sort=name&order=asc/);
  await expect(header('Distributor Info')).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await namesOf('pageSize=25&sort=name&order=asc');
  expect(ascending).not.toEqual(unsorted);
  await showsInOrder(ascending);
  expect(await allNames()).toEqual(ascending);

  // Keyboard: Enter on the focused header flips the order; Tab + Space sorts by the next one.
  await button('Distributor Info').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=name&order=desc/);
  await expect(header('Distributor Info')).toHaveAttribute('aria-sort', 'descending');
  const descending = await namesOf('pageSize=25&sort=name&order=desc');
  await showsInOrder(descending);

  // A reload (or a shared link) keeps the sort.
  await page.reload();
  await expect(header('Distributor Info')).toHaveAttribute('aria-sort', 'descending');
  await showsInOrder(descending);

  await button('Distributor Info').focus();
  await page.keyboard.press('Tab');
  await expect(button('Company Details')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/sort=company_name&order=asc/);
  await expect(header('Company Details')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header('Distributor Info')).toHaveAttribute('aria-sort', 'none');
  await showsInOrder(await namesOf('pageSize=25&sort=company_name&order=asc'));

  await button('Status').click();
  await expect(page).toHaveURL(/sort=status&order=asc/);
  await showsInOrder(await namesOf('pageSize=25&sort=status&order=asc'));

  // Rows per page: 50, in the URL and in the table.
  await page.getByLabel('Rows per page').selectOption('50');
  await expect(page).toHaveURL(/sort=status&order=asc&pageSize=50/);
  const total = (await apiList(page, 'pageSize=1')).total;
  await expect(table).toHaveAttribute('aria-rowcount', String(Math.min(50, total) + 1));
  await expectAccessible(page);
});

test('admin adds a distributor, views and edits it, and creates its sign-in account', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const name = `E2E Traders ${stamp}`;
  const email = `e2e-${stamp}@traders.test`;
  const accountEmail = `login-${stamp}@traders.test`;
  const password = 'Saffron-Kite-58';

  await signIn(page, 'admin', '/distributors');
  await page.getByRole('button', { name: 'Add Distributor' }).click();
  const form = page.getByRole('dialog', { name: 'Add Distributor' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Company Name').fill(`${name} LLP`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+91 98250 11111');
  await form.getByLabel('Address').fill('14 Ring Road, Surat 395002');
  await form.getByLabel('City').fill('Surat');
  await form.getByLabel('State').fill('Gujarat');
  await form.getByLabel('GST Number').fill('24BADGST');
  await form.getByRole('button', { name: 'Create Distributor' }).click();
  await expect(form.getByText('Invalid GST number')).toBeVisible();
  await expect(form.getByLabel('GST Number')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await screenshotBoth(page, 'distributors-create-form');

  await form.getByLabel('GST Number').fill('24abcde1234f1z6');
  await form.getByRole('button', { name: 'Create Distributor' }).click();
  await expect(page.getByText(`Distributor ${name} created`)).toBeVisible();
  // The new distributor's detail view opens; close it and find it in the table.
  const created = page.getByRole('dialog', { name });
  await expect(created.getByText('24ABCDE1234F1Z6')).toBeVisible();
  await closeDialog(created);
  await page.getByPlaceholder(SEARCH).fill(stamp);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  await expect(rows(page).first()).toContainText(email);
  await expect(rows(page).first()).toContainText('GST: 24ABCDE1234F1Z6');

  // View it.
  await rows(page)
    .first()
    .getByRole('button', { name: `View ${name}` })
    .click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByText('Surat, Gujarat')).toBeVisible();
  await expect(detail.getByText('No retailers yet.')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Its machines' })).toHaveAttribute(
    'href',
    `/machines?search=${encodeURIComponent(name)}`,
  );
  await expect(detail.getByRole('link', { name: 'Its orders' })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Its assignments' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'distributors-detail');

  // Edit its phone.
  await detail.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Distributor' });
  await edit.getByLabel('Phone').fill('+91 99099 22222');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`Distributor ${name} updated`)).toBeVisible();
  await expect(detail.getByText('+91 99099 22222')).toBeVisible();
  await expect(rows(page).first()).toContainText('+91 99099 22222');

  // A duplicate email is refused on the field (409).
  await detail.getByRole('button', { name: 'Edit' }).click();
  await edit.getByLabel('Email').fill('accounts@abcdistributors.in');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('A distributor with this email already exists')).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // Create its sign-in account.
  await detail.getByRole('button', { name: 'Create sign-in account' }).click();
  const account = page.getByRole('dialog', { name: 'Create sign-in account' });
  await account.getByLabel('Sign-in email').fill(accountEmail);
  await account.getByLabel('Password', { exact: true }).fill('short');
  await account.getByRole('button', { name: 'Create account' }).click();
  await expect(account.getByText('Password must be at least 8 characters long!')).toBeVisible();
  // Long enough but built on the account's own email: the server refuses it, on the field.
  await account.getByLabel('Password', { exact: true }).fill('Traders@2024');
  await account.getByRole('button', { name: 'Create account' }).click();
  await expect(account.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /too easy to guess/,
  );
  await account.getByLabel('Password', { exact: true }).fill(password);
  await account.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Sign-in account created for ${accountEmail}`)).toBeVisible();

  // It signs in (a new browser context) as a distributor: no Distributors in its menu, and
  // /distributors shows only itself.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await signInWith(other, accountEmail, password, 'distributor');
  const nav = other.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Retailers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Distributors' })).toHaveCount(0);
  await other.goto('/distributors');
  await expect(rows(other)).toHaveCount(1);
  await expect(rows(other).first()).toContainText(name);
  await expect(other.getByRole('button', { name: 'Add Distributor' })).toHaveCount(0);
  await context.close();
});

test('a distributor sees no Distributors menu entry and only itself at /distributors', async ({
  page,
}) => {
  await signIn(page, 'distributor');
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Retailers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Distributors' })).toHaveCount(0);

  await page.goto('/distributors');
  await expect(page.getByRole('heading', { name: 'Distributors (1)' })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('ABC Distributors');
  await expect(page.getByRole('button', { name: 'Add Distributor' })).toHaveCount(0);

  // Another distributor's id in the URL is not found, never shown.
  await page.goto('/distributors?view=2');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Could not load this distributor')).toBeVisible();
  await expect(page.getByText('XYZ Distributors')).toHaveCount(0);

  // A search for another distributor finds nothing.
  await page.goto('/distributors?search=XYZ');
  await expect(page.getByText('No distributors found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms.')).toBeVisible();

  await page.goto('/distributors?view=1');
  const own = page.getByRole('dialog', { name: 'ABC Distributors' });
  await expect(own.getByRole('heading', { name: 'Its retailers' })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Create sign-in account' })).toHaveCount(0);
});
