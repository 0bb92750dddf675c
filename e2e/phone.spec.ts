import { expect, test, type Page } from '@playwright/test';
import { issuedInvoiceOf } from './support/billing';
import { createDevices } from './support/devices';
import { expectButtonsOneLine, expectNoOverflow } from './support/fit';
import { setLanguage } from './support/language';
import { faultyDevice } from './support/rma';
import { expectAccessible, screenshotBoth, screenshotElementBoth, WIDTHS } from './support/screens';
import { apiToken, signIn } from './support/session';

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

/** POST to the API as admin; answers the created resource's id (`key` names it in the answer). */
async function created(page: Page, path: string, key: string, data: unknown): Promise<number> {
  const res = await page.request.post(`/api${path}`, {
    headers: {
      authorization: `Bearer ${await apiToken(page, 'admin')}`,
      'idempotency-key': crypto.randomUUID(),
    },
    data,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as Record<string, { id: number }>)[key]!.id;
}

/** A transfer from ABC to XYZ Distributors, an RMA batch and a stock receipt, each of one device. */
async function oneOfEach(page: Page) {
  const s = stamp();
  const [moving] = await createDevices(page, [`PH-TR-${s}`], 'Telering T-300');
  await created(page, '/assignments', 'assignment', {
    machineIds: [moving],
    distributorId: 1,
    validFrom: '2026-01-01',
  });
  const transfer = await created(page, '/transfers', 'transfer', {
    fromDistributorId: 1,
    toDistributorId: 2,
    machineIds: [moving],
  });
  const faulty = await faultyDevice(page, 1, `PH-RMA-${s}`);
  const rma = await created(page, '/rma-batches', 'batch', {
    machineIds: [faulty],
    reference: `PH-${s}`,
    courierName: 'BlueDart',
    trackingNumber: 'BD-1',
  });
  const receipt = await created(page, '/receipts', 'receipt', {
    serviceProviderId: 1,
    reference: `PH-${s}`,
    receiptDate: '2026-11-20',
    items: [{ serialNumber: `PH-RC-${s}`, type: 'POS', model: 'T-300', manufacturer: 'Telering' }],
  });
  const invoice = (await issuedInvoiceOf(page, 1)).id;
  return { transfer, rma, receipt, invoice };
}

type Screen = { name: string; path: string; list?: string; ready: (page: Page) => Promise<void> };

/** The screens of issue 34 item 3 (the list ones name their cards' list, in English). */
function screens({
  transfer,
  rma,
  receipt,
  invoice,
}: Awaited<ReturnType<typeof oneOfEach>>): Screen[] {
  const cards = (page: Page) => page.locator('main ul[aria-label] > li').first();
  const shown = async (page: Page) => expect(cards(page)).toBeVisible();
  return [
    { name: 'transfers', path: '/machines/transfers', list: 'Transfers', ready: shown },
    { name: 'transfer', path: `/machines/transfers/${transfer}`, ready: shown },
    { name: 'rma-batches', path: '/machines/rma', list: 'Returns to provider (RMA)', ready: shown },
    { name: 'rma-batch', path: `/machines/rma/${rma}`, ready: shown },
    { name: 'receipts', path: '/inventory/1/receipts', list: 'Stock receipts', ready: shown },
    { name: 'receipt', path: `/receipts/${receipt}`, ready: shown },
    {
      name: 'reports-preview',
      path: '/reports?report=machines',
      list: 'Machines Inventory: first rows',
      ready: shown,
    },
    { name: 'machines', path: '/machines', list: 'Machines', ready: shown },
    {
      name: 'billing-exports',
      path: '/billing/exports',
      ready: (page) => expect(page.locator('main select')).toBeVisible(),
    },
    { name: 'billing-invoices', path: '/billing/invoices', list: 'Invoices', ready: shown },
    { name: 'billing-invoice', path: `/billing/invoices/${invoice}`, ready: shown },
    { name: 'billing-plans', path: '/billing/plans', list: 'Billing plans', ready: shown },
    {
      name: 'billing-runs',
      path: '/billing/runs',
      ready: (page) => expect(page.locator('main select')).toBeVisible(),
    },
  ];
}

test.describe('the new screens at phone width', () => {
  test.use({ viewport: WIDTHS.phone });
  test.beforeEach(() => test.slow());
  test.afterEach(async ({ page }) => setLanguage(page, 'en'));

  test('lists are cards and nothing sticks out, buttons keep their text on one line (en, hi, gu)', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const all = screens(await oneOfEach(page));
    for (const screen of all) {
      await page.goto(screen.path);
      await screen.ready(page);
      await expect(page.locator('main table')).toHaveCount(0);
      if (screen.list) {
        await expect(
          page.getByRole('list', { name: screen.list }).getByRole('listitem').first(),
        ).toBeVisible();
      }
      await expectNoOverflow(page);
      await expectButtonsOneLine(page.locator('main'));
      await expectAccessible(page);
      await screenshotBoth(page, `phone-${screen.name}`);
    }
    for (const language of ['hi', 'gu'] as const) {
      await setLanguage(page, language);
      for (const screen of all) {
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await screen.ready(page);
        await expect(page.locator('main table')).toHaveCount(0);
        await expectNoOverflow(page);
        await expectButtonsOneLine(page.locator('main'));
      }
    }
  });

  test("a machine's detail: its serials whole, its buttons on one line (en, hi, gu)", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    for (const language of ['en', 'hi', 'gu'] as const) {
      await setLanguage(page, language);
      await page.goto('/machines?status=ASSIGNED');
      const cards = page.locator('main ul[aria-label] > li');
      await cards.first().getByRole('button').last().click();
      const dialog = page.getByRole('dialog');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(dialog.locator('dl').first()).toBeVisible();
      await expect(dialog.getByRole('button').nth(3)).toBeVisible(); // print, swap, edit, close
      await expectNoOverflow(page);
      await expectButtonsOneLine(dialog);
      if (language === 'en') await expectAccessible(page);
      await screenshotElementBoth(page, dialog, `phone-machine-detail-${language}`);
    }
  });
});
