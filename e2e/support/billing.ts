import { expect, type Page } from '@playwright/test';
import { apiToken } from './session';

type Invoice = { id: number; number: string | null; status: string; distributorId: number };

/** Last month, India time ('YYYY-MM'): the newest month a run may bill. */
export function lastMonth(): string {
  const today = new Date(Date.now() + 330 * 60_000);
  const index = today.getUTCFullYear() * 12 + today.getUTCMonth() - 1;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** An API call as admin (a POST under a new Idempotency-Key). */
export async function call(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await apiToken(page, 'admin')}`,
      ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    data,
  });
  return res;
}

/**
 * A default plan for each device type, as admin through the API, so that a run bills the demo's
 * devices (the demo data have none). Another journey may have made one first: that one is kept.
 */
export async function ensurePricing(page: Page) {
  const answer = await call(page, 'GET', '/billing/plans');
  expect(answer.status()).toBe(200);
  const { plans } = (await answer.json()) as {
    plans: { machineType: string; model: string | null; isDefault: boolean }[];
  };
  for (const [machineType, rent, deposit] of [
    ['POS', 50_000, 200_000],
    ['SOUNDBOX', 15_000, 50_000],
  ] as const) {
    if (plans.some((p) => p.machineType === machineType && p.isDefault && p.model === null))
      continue;
    const made = await call(page, 'POST', '/billing/plans', {
      name: `Standard ${machineType}`,
      machineType,
      isDefault: true,
      monthlyRentPaise: rent,
      depositPaise: deposit,
      activationCommissionPaise: 0,
      monthlyCommissionPaise: 0,
      clawbackDays: 90,
      effectiveFrom: '2025-01',
    });
    expect([201, 409], await made.text()).toContain(made.status());
  }
}

/** The distributor's invoices of last month, as admin. */
async function invoicesOf(page: Page, distributorId: number): Promise<Invoice[]> {
  const res = await call(
    page,
    'GET',
    `/invoices?month=${lastMonth()}&distributorId=${distributorId}`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { invoices: Invoice[] }).invoices;
}

/**
 * An issued invoice of last month for the distributor (ABC Distributors: 1), through the API as
 * admin: the month is run when the distributor has no invoice of it yet, then its draft issued.
 */
export async function issuedInvoiceOf(page: Page, distributorId: number): Promise<Invoice> {
  await ensurePricing(page);
  let invoices = (await invoicesOf(page, distributorId)).filter((i) => i.status !== 'CANCELLED');
  const issued = invoices.find((i) => i.status !== 'DRAFT');
  if (issued) return issued;
  if (invoices.length === 0) {
    const run = await call(page, 'POST', '/billing/runs', { month: lastMonth() });
    expect(run.status(), await run.text()).toBe(201);
    invoices = await invoicesOf(page, distributorId);
  }
  const draft = invoices.find((i) => i.status === 'DRAFT');
  expect(draft, `a draft of distributor ${distributorId} for ${lastMonth()}`).toBeTruthy();
  const done = await call(page, 'POST', `/invoices/${draft!.id}/issue`);
  expect(done.status(), await done.text()).toBe(200);
  return ((await done.json()) as { invoice: Invoice }).invoice;
}
