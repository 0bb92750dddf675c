import { describe, expect, it } from 'vitest';
import { createDistributor } from '../../../test/app';
import { onPostgres } from '../../../test/db';
import { billingKit, POS_PLAN } from '../../../test/kits/billing';
import { paymentBody, paymentsKit } from '../../../test/kits/payments';
import { useTestApp } from '../../../test/use-app';

if (!onPostgres) {
  console.warn(
    'Concurrent invoice issuing and payments SKIPPED: they need PostgreSQL (set DATABASE_URL)',
  );
}

/** Real parallel requests on PostgreSQL's pool: numbers stay consecutive under load. */
describe.runIf(onPostgres)('issuing and paying invoices at once (PostgreSQL)', () => {
  const t = useTestApp({ now: () => new Date('2026-11-15T06:00:00Z') });
  const admin = t.signIn('admin');
  const admin2 = t.signIn('admin');
  const k = billingKit(t);

  it('20 drafts issued at once get 20 consecutive numbers, none repeated', async () => {
    await k.ok(admin, 'POST', '/api/billing/plans', POS_PLAN, 201);
    for (let i = 0; i < 20; i++) {
      const d = await createDistributor(t.database);
      const m = await k.machine(`CONC-${i}`);
      await k.period({ machineId: m.id, distributorId: d.id, from: '2026-09-05T00:00:00+05:30' });
    }
    const run = await k.run(admin, '2026-09');
    expect(run.drafts).toBe(20);
    const answers = await Promise.all(
      run.invoiceIds.map((id: number, i: number) =>
        k.call(i % 2 ? admin : admin2, 'POST', `/api/invoices/${id}/issue`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => a.json().invoice.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `INV/26-27/${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('two payments of 70% each at once: one is recorded (201), the other over the balance (409)', async () => {
    const d = await createDistributor(t.database);
    const invoiceId = await paymentsKit(t).invoice(d.id, 100000);
    const answers = await Promise.all(
      [admin, admin2].map((who) =>
        k.call(who, 'POST', `/api/invoices/${invoiceId}/payments`, paymentBody(70000)),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'payment_exceeds_balance',
      params: { balancePaise: 30000 },
    });
    expect(await paymentsKit(t).stored(invoiceId)).toEqual({
      status: 'PARTIALLY_PAID',
      paidPaise: 70000,
    });
  });
});
