import { expect, type Page } from '@playwright/test';
import { call, lastMonth } from './billing';

type Terms = Record<string, number | string>;
type Plan = {
  id: number;
  name: string;
  model: string | null;
  isDefault: boolean;
  versions: Terms[];
};
type Invoice = { id: number; status: string; settledPaise: number };

/** The month `offset` months from 'YYYY-MM' (negative: earlier). */
function addMonths(month: string, offset: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The month before the demo's billed months (its plans start the month after, three months
 * back): the demo's devices were held in it, but nothing priced them, and no other journey
 * bills it, so "Issue all" may issue all of it.
 */
const unbilledMonth = () => addMonths(lastMonth(), -3);

async function draftsOf(page: Page, month: string): Promise<number> {
  let total = 0;
  for (const path of ['/invoices', '/refund-vouchers']) {
    const res = await call(page, 'GET', `${path}?month=${month}&status=DRAFT`);
    expect(res.status()).toBe(200);
    total += ((await res.json()) as { total: number }).total;
  }
  return total;
}

/**
 * Drafts of the unbilled month to issue, made through the API as admin: the default plans get
 * terms from that month (their first terms), then the month is run. When a journey before
 * issued them all, one of its invoices is cancelled (a credit note) and the month run again, which
 * drafts that distributor anew. Answers the month and how many drafts it has.
 */
export async function monthWithDrafts(page: Page): Promise<{ month: string; drafts: number }> {
  const month = unbilledMonth();
  const answer = await call(page, 'GET', '/billing/plans');
  expect(answer.status()).toBe(200);
  const { plans } = (await answer.json()) as { plans: Plan[] };
  for (const plan of plans.filter((p) => p.isDefault && p.model === null)) {
    if (plan.versions.some((v) => v.effectiveFrom === month)) continue;
    const put = await call(page, 'PUT', `/billing/plans/${plan.id}`, {
      name: plan.name,
      isDefault: true,
      ...plan.versions[0],
      effectiveFrom: month,
    });
    expect(put.status(), await put.text()).toBe(200);
  }
  let drafts = await draftsOf(page, month);
  if (drafts > 0) return { month, drafts };
  const listed = await call(page, 'GET', `/invoices?month=${month}&status=ISSUED`);
  const { invoices } = (await listed.json()) as { invoices: Invoice[] };
  const open = invoices.find((i) => i.settledPaise === 0);
  if (open) {
    const cancelled = await call(page, 'POST', `/invoices/${open.id}/cancel`, {
      reason: 'Journey: billed again to issue as a job',
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  }
  const run = await call(page, 'POST', '/billing/runs', { month });
  expect(run.status(), await run.text()).toBe(201);
  drafts = await draftsOf(page, month);
  expect(drafts, `drafts of ${month}`).toBeGreaterThan(0);
  return { month, drafts };
}
