import { gstinCheckChar, type InvoiceDetail } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { createDistributor } from '../app';
import type { useTestApp } from '../use-app';
import { billingKit, POS_PLAN } from './billing';

type T = ReturnType<typeof useTestApp>;
type Auth = { authorization: string };

/** A valid GSTIN from its first 14 characters (the check character computed). */
export const gstin = (first14: string) => `${first14}${gstinCheckChar(first14)}`;

/** Ours, in Maharashtra. */
export const OUR_GSTIN = gstin('27AAGCD1234K1Z');

/** A clock the test moves: the documents are made on one day, the month exported later. */
export function movableClock(start: string) {
  let at = new Date(start);
  return { now: () => at, set: (iso: string) => (at = new Date(iso)) };
}

/**
 * October 2026 of the books, made through the API on India's 10 October (the clock is left
 * there): five distributors, A registered in our state (two devices, one active for commission,
 * one leaving on 11 September: a refund voucher), B registered in Gujarat, C unregistered in our
 * state (its name needs escaping), D unregistered in Karnataka, E unregistered in Gujarat on a
 * ₹1.2 lakh plan (a B2C large invoice). August and September are run and issued on 10 October;
 * then a credit note by amount on B's September invoice, C's August invoice cancelled (a full
 * credit note), E's September rent credited by line, ₹100 credited on D's September invoice; A
 * pays its September invoice, B pays ₹500 and the payment is reversed; A's refund voucher is
 * paid out and its August commission approved with TDS (threshold 0).
 */
export async function makeBooksMonth(t: T, admin: Auth) {
  const k = billingKit(t);
  const db = t.database.db;
  await db.execute(
    sql`update organisation set name = 'Exports Devices Pvt Ltd', gstin = ${OUR_GSTIN},
               tds_threshold_paise = 0 where id = 1`,
  );
  const party = (companyName: string, gstNumber: string | null, state: string) =>
    createDistributor(t.database, { companyName, gstNumber, state });
  const p = {
    a: await party('Alpha Distributors', gstin('27AAAPA1234A1Z'), 'Maharashtra'),
    b: await party('Beta Traders', gstin('24AABCB5678B1Z'), 'Gujarat'),
    c: await party('C & D <Traders>', null, 'Maharashtra'),
    d: await party('Delta Retail', null, 'Karnataka'),
    e: await party('Echo Stores', null, 'Gujarat'),
  };
  await k.ok(
    admin,
    'POST',
    '/api/billing/plans',
    { ...POS_PLAN, activationCommissionPaise: 250000 },
    201,
  );
  const { plan: large } = await k.ok(
    admin,
    'POST',
    '/api/billing/plans',
    { ...POS_PLAN, name: 'POS large', isDefault: false, monthlyRentPaise: 12_000_000 },
    201,
  );
  await k.ok(admin, 'PUT', `/api/distributors/${p.e.id}/billing`, {
    plans: [{ machineType: 'POS', planId: large.id }],
  });
  const from = (day: string) => `${day}T00:00:00+05:30`;
  const active = await k.machine('EXP-A1');
  await k.activated({
    machineId: active.id,
    distributorId: p.a.id,
    retailerId: null,
    heldFrom: '2026-08-01',
    activatedOn: '2026-08-05',
  });
  const leaving = await k.machine('EXP-A2');
  await k.period({
    machineId: leaving.id,
    distributorId: p.a.id,
    from: from('2026-08-01'),
    to: from('2026-09-11'),
  });
  for (const d of [p.b, p.c, p.d]) {
    const m = await k.machine('EXP-X');
    await k.period({ machineId: m.id, distributorId: d.id, from: from('2026-08-01') });
  }
  const e = await k.machine('EXP-E');
  await k.period({ machineId: e.id, distributorId: p.e.id, from: from('2026-09-01') });

  const invoices = {} as Record<string, InvoiceDetail>;
  for (const month of ['2026-08', '2026-09']) {
    await k.run(admin, month);
    for (const [key, d] of Object.entries(p)) {
      const draft = await k.invoiceOf(admin, month, d.id, 'DRAFT');
      if (!draft) continue;
      const { invoice } = await k.ok(admin, 'POST', `/api/invoices/${draft.id}/issue`);
      invoices[`${key}${month.slice(5)}`] = invoice;
    }
  }
  const { refundVouchers } = await k.ok(admin, 'GET', `/api/refund-vouchers?status=DRAFT`);
  const voucher = await k.ok(admin, 'POST', `/api/refund-vouchers/${refundVouchers[0].id}/issue`);
  const note = (key: string, body: unknown) =>
    k.ok(admin, 'POST', `/api/invoices/${invoices[key]!.id}/credit-notes`, body, 201);
  await note('b09', { amountPaise: 11800, reason: 'Rent over-charged' });
  await k.ok(admin, 'POST', `/api/invoices/${invoices.c08!.id}/cancel`, {
    reason: 'Billed in error',
  });
  const rentOfE = invoices.e09!.lines.find((l) => l.kind === 'RENT')!.id;
  await note('e09', { lineIds: [rentOfE], reason: 'Device not installed' });
  await note('d09', { amountPaise: 10000, reason: 'Goodwill' });
  const paySep = await k.ok(admin, 'GET', `/api/invoices/${invoices.a09!.id}`);
  const pay = (id: number, amountPaise: number, reference: string) =>
    k.ok(
      admin,
      'POST',
      `/api/invoices/${id}/payments`,
      {
        amountPaise,
        method: 'NEFT',
        reference,
        paidOn: '2026-10-10',
      },
      201,
    );
  await pay(invoices.a09!.id, paySep.invoice.balancePaise, 'UTR-A-0910');
  const bounced = await pay(invoices.b08!.id, 50000, 'CHQ-B-1');
  await k.ok(admin, 'POST', `/api/payments/${bounced.payment.id}/reverse`, {
    reason: 'Cheque bounced',
  });
  await k.ok(
    admin,
    'POST',
    '/api/billing/payouts',
    {
      sourceType: 'REFUND_VOUCHER',
      sourceId: voucher.refundVoucher.id,
      method: 'NEFT',
      reference: 'UTR-RV-1',
      paidOn: '2026-10-10',
    },
    201,
  );
  await k.ok(
    admin,
    'POST',
    '/api/billing/commissions/approve',
    { month: '2026-08', distributorId: p.a.id },
    201,
  );
  return { parties: p, invoices };
}
