import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { integer } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { createDistributor } from '../../../../test/app';
import { onPostgres } from '../../../../test/db';
import { booksKit } from '../../../../test/kits/books';
import { billingKit } from '../../../../test/kits/billing';
import { paymentBody } from '../../../../test/kits/payments';
import { useTestApp } from '../../../../test/use-app';
import { refundVouchers } from '../../../db/schema';

if (!onPostgres) {
  console.warn('Concurrent credit notes, vouchers and allocations SKIPPED: they need PostgreSQL');
}

/** Real parallel requests on PostgreSQL's pool (decision 0159): no gap, no double use of a credit. */
describe.runIf(onPostgres)('the books under concurrent writers (PostgreSQL)', () => {
  const t = useTestApp({ now: () => new Date('2026-11-15T06:00:00Z') });
  const admin = t.signIn('admin');
  const admin2 = t.signIn('admin');
  const k = billingKit(t);
  const b = booksKit(t);
  const both = <T>(make: (who: typeof admin, i: number) => Promise<T>) =>
    Promise.all([admin, admin2].map((who, i) => make(who, i)));

  it('10 refund vouchers issued at once get 10 consecutive numbers', async () => {
    const d = await createDistributor(t.database);
    const ids = await Promise.all(Array.from({ length: 10 }, () => b.draftVoucher(d.id, 1000)));
    const answers = await Promise.all(
      ids.map((id, i) =>
        k.call(i % 2 ? admin : admin2, 'POST', `/api/refund-vouchers/${id}/issue`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.json().refundVoucher.number as string).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `RV/26-27/${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('two credit notes of 60% at once: one is issued, the other is more than is left', async () => {
    const d = await createDistributor(t.database);
    const inv = await b.invoice(d.id, [{ kind: 'RENT', amountPaise: 100000 }]);
    const answers = await both((who) =>
      k.call(who, 'POST', `/api/invoices/${inv.id}/credit-notes`, {
        amountPaise: 70800,
        reason: 'Half a month',
      }),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await b.stored(inv.id)).toMatchObject({ creditedPaise: 70800 });
  });

  it('a credit set against two invoices at once is never used twice', async () => {
    const d = await createDistributor(t.database);
    const one = await b.invoice(d.id, [{ kind: 'RENT', amountPaise: 10000 }]);
    const two = await b.invoice(d.id, [{ kind: 'RENT', amountPaise: 10000 }]);
    const rv = await b.draftVoucher(d.id, 10000);
    await k.ok(admin, 'POST', `/api/refund-vouchers/${rv}/issue`);
    const answers = await both((who, i) =>
      k.call(who, 'POST', '/api/billing/allocations', {
        sourceType: 'REFUND_VOUCHER',
        sourceId: rv,
        invoiceId: [one.id, two.id][i],
        amountPaise: 6000,
      }),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [used] = await rows(
      t.database.db,
      sql`select applied_paise::text as applied from ${refundVouchers} where id = ${rv}`,
      z.object({ applied: integer }),
    );
    expect(used!.applied).toBe(6000);
  });

  it('a payment and a credit on one invoice at once never settle more than it', async () => {
    const d = await createDistributor(t.database);
    const inv = await b.invoice(d.id, [{ kind: 'RENT', amountPaise: 10000 }]);
    const rv = await b.draftVoucher(d.id, 10000);
    await k.ok(admin, 'POST', `/api/refund-vouchers/${rv}/issue`);
    const [paid, allocated] = await Promise.all([
      k.call(admin, 'POST', `/api/invoices/${inv.id}/payments`, paymentBody(10000)),
      k.call(admin2, 'POST', '/api/billing/allocations', {
        sourceType: 'REFUND_VOUCHER',
        sourceId: rv,
        invoiceId: inv.id,
        amountPaise: 10000,
      }),
    ]);
    expect([paid.statusCode, allocated.statusCode].sort()).toEqual([201, 409]);
    expect((await b.stored(inv.id)).settledPaise).toBe(10000);
  });

  it('two payouts of one credit at once: one is paid, the other is more than is left', async () => {
    const d = await createDistributor(t.database);
    const rv = await b.draftVoucher(d.id, 10000);
    await k.ok(admin, 'POST', `/api/refund-vouchers/${rv}/issue`);
    const answers = await both((who) =>
      k.call(who, 'POST', '/api/billing/payouts', {
        sourceType: 'REFUND_VOUCHER',
        sourceId: rv,
        // On the day the voucher was issued (today).
        ...paymentBody(8000, { paidOn: '2026-11-15' }),
      }),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});
