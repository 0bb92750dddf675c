import fs from 'node:fs';
import { formatRupees } from '@dd/contract';
import { expect, test } from '@playwright/test';
import { ensurePricing, issuedInvoiceOf, lastMonth } from './support/billing';
import { expectAccessible, screenshotBoth } from './support/screens';
import { apiGet, signIn } from './support/session';

type Invoice = { id: number; number: string | null; status: string; distributorId: number };

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

/** "November 2026" as the screens write a month in English. */
const monthName = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

test.describe('Billing (#35 item 8)', () => {
  test('admin: a plan, a run of a closed month, issuing a draft, the invoice', async ({ page }) => {
    await ensurePricing(page);
    await signIn(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/billing\/invoices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();

    // Plans: a new plan with amounts typed in rupees, then new terms from a month on.
    const tabs = page.getByRole('navigation', { name: 'Billing' });
    await tabs.getByRole('link', { name: 'Plans' }).click();
    const name = `Journey plan ${stamp()}`;
    await page.getByRole('button', { name: 'New plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'New billing plan' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Device type', { exact: true }).selectOption('SOUNDBOX');
    await dialog.getByLabel('Model', { exact: true }).fill(`JRN-${stamp()}`);
    await dialog.getByLabel('Monthly rent', { exact: true }).fill('1.234');
    await dialog.getByLabel('Deposit', { exact: true }).fill('500');
    await dialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(dialog.getByText('At most two decimals (paise)')).toBeVisible();
    await dialog.getByLabel('Monthly rent', { exact: true }).fill('1,180.50');
    await dialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(page.getByText(`Plan ${name} created`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('₹1,180.50');
    await expect(row).toContainText('₹500.00');
    // What it prices, in words (decision 0164): never the code SOUNDBOX.
    await expect(row).toContainText('Soundbox · JRN-');
    await expect(row).not.toContainText('SOUNDBOX');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Monthly rent', { exact: true })).toHaveValue('1180.50');
    await edit.getByLabel('Monthly rent', { exact: true }).fill('1200');
    await edit.getByRole('button', { name: 'Save terms' }).click();
    await expect(page.getByText(`Plan ${name} saved`)).toBeVisible();
    await expect(row).toContainText('₹1,200.00');
    await screenshotBoth(page, 'billing-plans');

    // Runs: last month (closed) is the one offered first; its drafts, one issued.
    await tabs.getByRole('link', { name: 'Runs' }).click();
    const month = lastMonth();
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue(month);
    await page.getByRole('button', { name: 'Run month' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /drafts? with \d+ lines? made/ }),
    ).toBeVisible();
    const card = page.getByRole('region', { name: `Drafts of ${monthName(month)}` });
    const drafts = card.getByRole('table', { name: 'Draft tax invoices' });
    await expect(drafts.getByRole('row').filter({ hasText: 'XYZ Distributors' })).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'billing-runs');
    await drafts.getByRole('button', { name: 'Issue the tax invoice of XYZ Distributors' }).click();
    const ask = page.getByRole('dialog', { name: 'Issue this tax invoice?' });
    await expect(ask).toContainText('The tax invoice for XYZ Distributors (₹');
    await ask.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(page.getByText(/^Invoice INV\/[\d-]+\/\d{6} issued$/)).toBeVisible();
    await expect(drafts.getByRole('row').filter({ hasText: 'XYZ Distributors' })).toHaveCount(0);

    // Invoices: XYZ's, issued, opened from the list.
    const { invoices } = await apiGet<{ invoices: Invoice[] }>(
      page,
      'admin',
      `/invoices?month=${month}&distributorId=2`,
    );
    const invoice = invoices.find((i) => i.status === 'ISSUED')!;
    expect(invoice.number).toMatch(/^INV\//);
    await tabs.getByRole('link', { name: 'Invoices' }).click();
    await page
      .getByLabel('Distributor', { exact: true })
      .selectOption({ label: 'XYZ Distributors' });
    await page.getByLabel('Status', { exact: true }).selectOption('ISSUED');
    await page.getByRole('link', { name: invoice.number! }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` }),
    ).toBeVisible();
    await expect(page.getByText('Issued', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Rent (taxable)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel invoice' })).toBeVisible();

    // A part payment typed in rupees: the invoice is partially paid, its balance what is left.
    const { invoice: before } = await apiGet<{ invoice: { totalPaise: number } }>(
      page,
      'admin',
      `/invoices/${invoice.id}`,
    );
    const reference = `UTR${stamp()}`;
    await page.getByRole('button', { name: 'Record payment' }).click();
    const pay = page.getByRole('dialog', { name: `Record a payment for ${invoice.number}` });
    await pay.getByLabel('Amount', { exact: true }).fill('1,000');
    await pay.getByLabel('Method', { exact: true }).selectOption('NEFT');
    await pay.getByLabel('Reference', { exact: true }).fill(reference);
    await pay.getByRole('button', { name: 'Record payment' }).click();
    const balance = formatRupees(before.totalPaise - 100000);
    await expect(page.getByText(`Payment of ₹1,000.00 recorded; balance ${balance}`)).toBeVisible();
    await expect(page.getByText('Partially paid', { exact: true })).toBeVisible();
    await expect(page.locator('[data-total="balance"]')).toContainText(balance);
    await expect(page.getByRole('table', { name: 'Payments' })).toContainText(reference);
    await expectAccessible(page);
    await screenshotBoth(page, 'billing-invoice');

    // The ledger of XYZ: the payment as a credit, and the closing balance the server keeps.
    await page.goto('/billing/ledger');
    await page
      .getByLabel('Distributor', { exact: true })
      .selectOption({ label: 'XYZ Distributors' });
    const ledger = await apiGet<{ balancePaise: number }>(
      page,
      'admin',
      '/billing/ledger?distributorId=2',
    );
    await expect(page.getByTestId('closing-balance')).toContainText(
      formatRupees(ledger.balancePaise),
    );
    await expect(
      page.getByRole('table', { name: 'Ledger' }).getByRole('row').filter({ hasText: reference }),
    ).toContainText('₹1,000.00');
    await screenshotBoth(page, 'billing-ledger');
  });

  test('distributor: its own invoices only, one opened, no admin steps', async ({ page }) => {
    const mine = await issuedInvoiceOf(page, 1);
    await signIn(page, 'distributor', '/billing');
    await expect(page).toHaveURL(/\/billing\/invoices$/);
    const table = page.getByRole('table', { name: 'Invoices' });
    await expect(table.getByRole('link', { name: mine.number! })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Distributor/ })).toHaveCount(0);
    const seen = await apiGet<{ invoices: Invoice[]; total: number }>(
      page,
      'distributor',
      '/invoices?pageSize=100',
    );
    expect(seen.invoices.map((i) => i.distributorId)).toEqual(seen.invoices.map(() => 1));
    await expect(table.getByRole('row')).toHaveCount(seen.total + 1);
    const tabs = page.getByRole('navigation', { name: 'Billing' });
    await expect(tabs.getByRole('link', { name: 'Runs' })).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: 'Plans' })).toHaveCount(0);
    await screenshotBoth(page, 'billing-invoices-distributor');

    await table.getByRole('link', { name: mine.number! }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Invoice ${mine.number}` }),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      fs
        .readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await expect(page.getByRole('button', { name: 'Issue' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);

    await page.goto('/billing/ledger');
    await expect(page.getByTestId('closing-balance')).toContainText('₹');
    await expect(
      page.getByRole('table', { name: 'Ledger' }).getByRole('link', { name: mine.number! }).first(),
    ).toBeVisible();
    await expect(page.getByLabel('Distributor', { exact: true })).toHaveCount(0);

    await page.goto('/billing/runs');
    await expect(
      page.getByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeVisible();
  });

  test('retailer: no Billing in the menu, and /billing is not for it', async ({ page }) => {
    await signIn(page, 'retailer');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Billing' })).toHaveCount(0);
    await page.goto('/billing');
    await expect(
      page.getByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeVisible();
  });
});
