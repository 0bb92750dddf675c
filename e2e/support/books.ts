import { expect, type Locator, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, type WIDTHS } from './screens';
import { ensurePricing, lastMonth } from './billing';
import { apiToken } from './session';

/** An invoice or refund voucher as the lists answer them (the fields the journeys read). */
export type Document = {
  id: number;
  number: string | null;
  status: string;
  distributorId: number;
  totalPaise?: number;
  amountPaise?: number;
  balancePaise?: number;
  dueDate?: string | null;
};

/** A call to the API as admin (a POST with its own Idempotency-Key); answers the parsed body. */
export async function asAdmin<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await apiToken(page, 'admin')}`,
      ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    data,
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/**
 * The distributor's documents of last month (the demo leaves them as drafts): its invoice and its
 * refund voucher, draft or issued. The month is run first when it has no invoice yet (another
 * journey's run replaces drafts, so they are read afresh, never remembered).
 */
export async function lastMonthOf(page: Page, distributorId: number) {
  await ensurePricing(page);
  const query = `month=${lastMonth()}&distributorId=${distributorId}`;
  const invoices = async () =>
    (await asAdmin<{ invoices: Document[] }>(page, 'GET', `/invoices?${query}`)).invoices.filter(
      (i) => i.status !== 'CANCELLED',
    );
  let found = await invoices();
  if (found.length === 0) {
    await asAdmin(page, 'POST', '/billing/runs', { month: lastMonth() });
    found = await invoices();
  }
  const { refundVouchers } = await asAdmin<{ refundVouchers: Document[] }>(
    page,
    'GET',
    `/refund-vouchers?${query}`,
  );
  expect(found, `an invoice of distributor ${distributorId} for ${lastMonth()}`).toHaveLength(1);
  return { invoice: found[0]!, voucher: refundVouchers[0] };
}

/** The distributor's invoice of last month, issued (through the API when still a draft). */
export async function issuedLastMonth(page: Page, distributorId: number): Promise<Document> {
  const { invoice } = await lastMonthOf(page, distributorId);
  if (invoice.status !== 'DRAFT') return invoice;
  return (await asAdmin<{ invoice: Document }>(page, 'POST', `/invoices/${invoice.id}/issue`))
    .invoice;
}

/** Sets the organisation's yearly TDS threshold (Profile > Organisation); answers the one before. */
export async function setTdsThreshold(page: Page, thresholdPaise: number): Promise<number> {
  const { organisation } = await asAdmin<{
    organisation: Record<string, unknown> & { tdsThresholdPaise: number };
  }>(page, 'GET', '/organisation');
  const { name, address, gstin, phone, email, hsnPos, hsnSoundbox } = organisation;
  await asAdmin(page, 'PUT', '/organisation', {
    ...{ name, address, gstin, phone, email, hsnPos, hsnSoundbox },
    tdsThresholdPaise: thresholdPaise,
  });
  return organisation.tdsThresholdPaise;
}

/**
 * An amount as a screen writes it, in paise: '₹1,234.50', '-₹258.00' (the ageing) or
 * '₹258.00 Cr' (a balance in the distributor's favour, the ledger).
 */
export function paiseOf(text: string): number {
  const match = /(-?)₹([\d,]+)\.(\d{2})(\s*Cr)?/.exec(text);
  expect(match, `an amount in "${text}"`).toBeTruthy();
  const [, minus, rupees, paise, credit] = match!;
  const value = Number(rupees!.replaceAll(',', '')) * 100 + Number(paise);
  return minus || credit ? -value : value;
}

/** The amounts a row (or a phone's card) shows, in order, in paise. */
export async function amountsIn(row: Locator): Promise<number[]> {
  const text = await row.innerText();
  return [...text.matchAll(/-?₹[\d,]+\.\d{2}(\s*Cr)?/g)].map((m) => paiseOf(m[0]));
}

export type Width = keyof typeof WIDTHS;
export type Ledger = {
  distributorName: string;
  balancePaise: number;
  openInvoicesPaise: number;
  unappliedCreditsPaise: number;
  entries: { kind: string; reference: string; documentId: number }[];
};
export type InvoiceDetail = Document & {
  number: string;
  totalPaise: number;
  creditedPaise: number;
  settledPaise: number;
  paidPaise: number;
  balancePaise: number;
  lines: { id: number; kind: string; serialNumber: string; taxable: boolean }[];
};

/** A row of a table, or its card on a phone, that shows `text`. */
export const rowWith = (scope: Page | Locator, text: string | RegExp) =>
  ('locator' in scope && 'goto' in scope ? scope.locator('main') : scope)
    .locator('tr, li')
    .filter({ hasText: text });

/** A table by its name, or the list of cards it is on a phone. */
export const tableNamed = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).or(page.getByRole('list', { name, exact: true }));

/** A whole-page screenshot of the journey at its width. */
export const shot = (page: Page, name: string, width: Width) =>
  page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });

/** "November 2026" as the screens write a month in English. */
export const monthName = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The screen's text for an amount typed back into a rupee field: 1234.50. */
export const rupeeText = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
