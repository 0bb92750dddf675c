import { beforeAll, expect } from 'vitest';
import { createDistributor } from '../app';
import type { useTestApp } from '../use-app';
import { depositsKit } from './deposits';
import { paymentBody, paymentsKit } from './payments';

type T = ReturnType<typeof useTestApp>;
type Auth = { authorization: string };

const NONE = { notDuePaise: 0, days0To30Paise: 0, days31To60Paise: 0, days61To90Paise: 0 };

/** A's figures in paise, by hand (see the invoices below). */
export const A = {
  notDuePaise: 50000,
  days0To30Paise: 100000 + 1000 + 200,
  days31To60Paise: 300 + 250050,
  days61To90Paise: 180000 + 400,
  over90Paise: 500 + 75025,
  creditsPaise: 0,
  totalPaise: 657475,
};
export const B = {
  ...NONE,
  days0To30Paise: 118000,
  over90Paise: 0,
  creditsPaise: 0,
  totalPaise: 118000,
};
/** D: its invoice below zero is among the credits. */
export const D = { ...NONE, over90Paise: 0, creditsPaise: -50000, totalPaise: -50000 };
/** E: ₹626.00 not yet due, the ₹1,500.00 refund voucher unapplied: it is owed ₹874.00. */
export const E = {
  ...NONE,
  notDuePaise: 62600,
  over90Paise: 0,
  creditsPaise: -150000,
  totalPaise: -87400,
};

/**
 * The receivables ageing's world, made before the file's tests on 20 November 2026 (India):
 * five distributors A to E whose invoices fall in every bucket of the ageing, with payments,
 * cancellations and a refund voucher made through the API (so the ledger holds them too).
 * Answers the distributors' ids, filled in by then.
 */
export function useAgeingWorld(t: T, admin: Auth) {
  const k = paymentsKit(t);
  const deposits = depositsKit(t);
  const ids = {} as { a: number; b: number; c: number; d: number; e: number };

  /** An issued invoice of `distributorId` due on `dueDate`, `paidPaise` of it paid (the API). */
  async function owed(distributorId: number, totalPaise: number, dueDate: string, paidPaise = 0) {
    const id = await k.invoice(distributorId, totalPaise, { dueDate, issuedOn: '2026-07-01' });
    if (paidPaise > 0)
      await deposits.ok(admin, 'POST', `/api/invoices/${id}/payments`, paymentBody(paidPaise), 201);
    return id;
  }

  /** An issued invoice cancelled by its credit note (the API): it owes nothing, credits nothing. */
  async function cancelled(distributorId: number, totalPaise: number) {
    const id = await k.invoice(distributorId, totalPaise, { dueDate: '2026-10-20' });
    await deposits.ok(admin, 'POST', `/api/invoices/${id}/cancel`, { reason: 'Billed in error' });
  }

  beforeAll(async () => {
    const a = await createDistributor(t.database, {
      name: 'Asha Traders',
      gstNumber: '27AAPFA1234A1ZZ',
      state: 'Maharashtra',
    });
    const b = await createDistributor(t.database, { name: 'Bharat Mobiles', gstNumber: null });
    const c = await createDistributor(t.database, { name: 'Chetan Paid Up' });
    const d = await createDistributor(t.database, { name: 'Dinesh In Credit' });
    const e = await createDistributor(t.database, { name: 'Ekta Refunded' });
    Object.assign(ids, { a: a.id, b: b.id, c: c.id, d: d.id, e: e.id });

    // A, today 2026-11-20:
    await owed(a.id, 50000, '2026-11-25'); // not yet due
    await owed(a.id, 100000, '2026-11-10'); // 10 days past due: 0-30
    await owed(a.id, 1000, '2026-11-20'); // due today, 0 days: 0-30
    await owed(a.id, 200, '2026-10-21'); // 30 days: 0-30
    await owed(a.id, 300, '2026-10-20'); // 31 days: 31-60
    await owed(a.id, 250050, '2026-10-06'); // 45 days: 31-60
    await owed(a.id, 300000, '2026-09-11', 120000); // 70 days, partly paid: 180000 in 61-90
    await owed(a.id, 400, '2026-08-22'); // 90 days: 61-90
    await owed(a.id, 500, '2026-08-21'); // 91 days: over 90
    await owed(a.id, 75025, '2026-08-12'); // 100 days: over 90
    await owed(a.id, 40000, '2026-10-01', 40000); // PAID: left out
    await cancelled(a.id, 999900); // its credit note settled it whole: left out
    await k.invoice(a.id, 777700, { status: 'DRAFT' }); // left out
    // B: one invoice 15 days past due.
    await owed(b.id, 118000, '2026-11-05');
    // C owes nothing (paid and cancelled); D's only invoice is an old one below zero (made
    // before refund vouchers): a credit.
    await owed(c.id, 5000, '2026-09-01', 5000);
    await cancelled(c.id, 6000);
    await owed(d.id, -50000, '2026-09-01');
    // E: a device from 21 August to 11 September. August's invoice (11 days' rent ₹106.45, IGST
    // 18% ₹19.16, the ₹1,500.00 deposit: ₹1,626.00 after round-off) is issued today, due in 15
    // days, ₹1,000.00 of it paid; September's refund voucher gives the ₹1,500.00 deposit back.
    await deposits.places('27ABCDE1234F1Z5', [{ id: e.id, state: 'Gujarat' }]);
    const made = await deposits.depositReturned(admin, e.id, {
      came: '2026-08-21',
      left: '2026-09-11',
    });
    expect(made.invoice).toMatchObject({ totalPaise: 162600, dueDate: '2026-12-05' });
    expect(made.refundVoucher).toMatchObject({ status: 'ISSUED', amountPaise: 150000 });
    await deposits.ok(
      admin,
      'POST',
      `/api/invoices/${made.invoice.id}/payments`,
      paymentBody(100000, { paidOn: '2026-11-20' }),
      201,
    );
  });
  return ids;
}
