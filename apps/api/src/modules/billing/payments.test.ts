import { describe, expect, it } from 'vitest';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { billingKit } from '../../../test/kits/billing';
import { paymentBody, paymentsKit } from '../../../test/kits/payments';

/** India's 15 November 2026. */
const NOW = new Date('2026-11-15T06:00:00Z');

describe('billing: payments, reversals and the ledger', () => {
  const t = useTestApp({ now: () => NOW });
  const world = useTwoDistributors(t);
  const { admin, distA, distB, retA } = world;
  const k = billingKit(t);
  const p = paymentsKit(t);
  const ids = {} as { inv1: number; inv2: number; inv3: number; pay50: number; pay68: number };
  const pay = (invoiceId: number, amountPaise: number, extra?: Record<string, unknown>) =>
    k.call(admin, 'POST', `/api/invoices/${invoiceId}/payments`, paymentBody(amountPaise, extra));

  it('a ₹1,180.00 invoice paid ₹500.00 then ₹680.00: PARTIALLY_PAID, then PAID at balance 0', async () => {
    ids.inv1 = await p.invoice(world.a.id, 118000, { issuedOn: '2026-10-01' });
    const first = await pay(ids.inv1, 50000);
    expect(first.statusCode, first.body).toBe(201);
    const one = first.json();
    ids.pay50 = one.payment.id;
    expect(one.payment).toMatchObject({
      invoiceId: ids.inv1,
      invoiceNumber: expect.stringMatching(/^INV\/TEST\//),
      distributorId: world.a.id,
      amountPaise: 50000,
      method: 'UPI',
      reference: 'UTR-50000',
      paidOn: '2026-11-10',
      recordedAt: NOW.toISOString(),
      reversedAt: null,
      reverseReason: null,
    });
    expect(one.invoice).toMatchObject({
      status: 'PARTIALLY_PAID',
      paidPaise: 50000,
      balancePaise: 68000,
    });
    const second = await k.ok(
      admin,
      'POST',
      `/api/invoices/${ids.inv1}/payments`,
      paymentBody(68000, {
        method: 'NEFT',
        paidOn: '2026-11-12',
      }),
      201,
    );
    ids.pay68 = second.payment.id;
    expect(second.invoice).toMatchObject({ status: 'PAID', paidPaise: 118000, balancePaise: 0 });
    expect(second.invoice.payments.map((x: { amountPaise: number }) => x.amountPaise)).toEqual([
      50000, 68000,
    ]);
    // The distributor is told of each payment, and of the invoice paid in full.
    const events = await p.eventsOf(ids.inv1);
    expect(events.map((e) => [e.type, e.distributor_id])).toEqual([
      ['payment.recorded', world.a.id],
      ['payment.recorded', world.a.id],
      ['invoice.paid', world.a.id],
    ]);
    expect(events[1]!.payload).toMatchObject({
      amountPaise: 68000,
      amount: '₹680.00',
      balancePaise: 0,
    });
  });

  it('refuses a payment over the balance with 409 payment_exceeds_balance, writing nothing', async () => {
    ids.inv2 = await p.invoice(world.a.id, 118000, { issuedOn: '2026-10-05' });
    const over = await pay(ids.inv2, 118001);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'payment_exceeds_balance',
      params: { amountPaise: 118001, balancePaise: 118000 },
    });
    expect(await p.paymentCount(ids.inv2)).toBe(0);
    expect(await p.stored(ids.inv2)).toEqual({ status: 'ISSUED', paidPaise: 0 });
    expect((await pay(ids.inv2, 100000, { paidOn: '2026-11-11' })).statusCode).toBe(201);
    const rest = await pay(ids.inv2, 18001);
    expect(rest.json()).toMatchObject({ params: { balancePaise: 18000 } });
    expect(await p.stored(ids.inv2)).toEqual({ status: 'PARTIALLY_PAID', paidPaise: 100000 });
  });

  it('reverses a payment (kept, marked reversed): the status and the balance come back', async () => {
    const url = (id: number) => `/api/payments/${id}/reverse`;
    const back = await k.ok(admin, 'POST', url(ids.pay68), { reason: 'Cheque bounced' });
    expect(back.payment).toMatchObject({
      id: ids.pay68,
      reversedAt: NOW.toISOString(),
      reverseReason: 'Cheque bounced',
    });
    expect(back.invoice).toMatchObject({
      status: 'PARTIALLY_PAID',
      paidPaise: 50000,
      balancePaise: 68000,
    });
    const again = await k.call(admin, 'POST', url(ids.pay68), { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_already_reversed');
    const none = await k.ok(admin, 'POST', url(ids.pay50), { reason: 'Wrong invoice' });
    expect(none.invoice).toMatchObject({ status: 'ISSUED', paidPaise: 0, balancePaise: 118000 });
    // Never deleted: both stay on the invoice, reversed.
    expect(await p.paymentCount(ids.inv1)).toBe(2);
    expect((await k.call(admin, 'POST', url(999999), { reason: 'x' })).statusCode).toBe(404);
  });

  it('records once for the same Idempotency-Key sent twice', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/invoices/${ids.inv1}/payments`,
        headers: { ...admin.auth, 'idempotency-key': 'pay-inv1-once' },
        payload: paymentBody(18000, { paidOn: '2026-11-14', method: 'CHEQUE' }),
      });
    const [a, b] = [await send(), await send()];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().payment.id).toBe(a.json().payment.id);
    expect(await p.paymentCount(ids.inv1)).toBe(3);
    expect(await p.stored(ids.inv1)).toEqual({ status: 'PARTIALLY_PAID', paidPaise: 18000 });
  });

  it('takes payments only on issued or partly paid invoices, dated today or before', async () => {
    const draft = await p.invoice(world.a.id, 5000, { status: 'DRAFT' });
    ids.inv3 = await p.invoice(world.a.id, 23600, { issuedOn: '2026-10-20' });
    await k.ok(admin, 'POST', `/api/invoices/${ids.inv3}/cancel`, { reason: 'Wrong plan' });
    for (const [id, status] of [
      [draft, 'DRAFT'],
      [ids.inv3, 'CANCELLED'],
    ] as const) {
      const res = await pay(id, 100);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'invoice_not_payable', params: { status } });
    }
    const future = await pay(ids.inv2, 100, { paidOn: '2026-11-16' });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('payment_date_in_future');
    // Not before the invoice's date (5 October): the ledger never pays before it bills.
    for (const paidOn of ['2026-10-04', '0001-01-01']) {
      const early = await pay(ids.inv2, 100, { paidOn });
      expect(early.statusCode, paidOn).toBe(400);
      expect(early.json(), paidOn).toMatchObject({
        code: 'payment_date_before_invoice',
        params: { earliest: '2026-10-05' },
        details: [{ path: 'paidOn', code: 'payment_date_before_invoice' }],
      });
    }
    expect(await p.paymentCount(ids.inv2)).toBe(1);
    for (const body of [{ amountPaise: 0 }, { method: 'BITCOIN' }, { reference: '  ' }])
      expect((await pay(ids.inv2, 100, body)).json().code).toBe('validation_failed');
    expect((await pay(999999, 100)).statusCode).toBe(404);
  });

  it('lets admins record and reverse; a distributor lists its own payments; retailers are refused', async () => {
    expect(
      (await k.call(distA, 'POST', `/api/invoices/${ids.inv2}/payments`, paymentBody(1)))
        .statusCode,
    ).toBe(403);
    expect(
      (await k.call(distA, 'POST', `/api/payments/${ids.pay50}/reverse`, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const own = await k.ok(distA, 'GET', '/api/payments?sort=amountPaise&order=desc');
    expect(own.payments.map((x: { amountPaise: number }) => x.amountPaise)).toEqual([
      100000, 68000, 50000, 18000,
    ]);
    expect(own.stats).toEqual({ total: 4, reversed: 2 });
    const byInvoice = await k.ok(admin, 'GET', `/api/payments?invoiceId=${ids.inv2}`);
    expect(byInvoice.total).toBe(1);
    expect((await k.ok(distB, 'GET', '/api/payments')).total).toBe(0);
    expect((await k.ok(distB, 'GET', `/api/payments?invoiceId=${ids.inv1}`)).total).toBe(0);
    expect((await k.call(retA, 'GET', '/api/payments')).statusCode).toBe(403);
  });

  it("answers a distributor's ledger in date order with the running balance", async () => {
    const { entries, balancePaise, distributorName } = await k.ok(
      admin,
      'GET',
      `/api/billing/ledger?distributorId=${world.a.id}`,
    );
    expect(distributorName).toBe(world.a.name);
    const INV = expect.stringMatching(/^INV\/TEST\//) as unknown as string;
    expect(
      entries.map((e: Record<string, unknown>) => [
        e.date,
        e.kind,
        e.reference,
        e.debitPaise,
        e.creditPaise,
        e.balancePaise,
      ]),
    ).toEqual([
      ['2026-10-01', 'INVOICE', INV, 118000, 0, 118000],
      ['2026-10-05', 'INVOICE', INV, 118000, 0, 236000],
      ['2026-10-20', 'INVOICE', INV, 23600, 0, 259600],
      ['2026-11-10', 'PAYMENT', 'UTR-50000', 0, 50000, 209600],
      ['2026-11-11', 'PAYMENT', 'UTR-100000', 0, 100000, 109600],
      ['2026-11-12', 'PAYMENT', 'UTR-68000', 0, 68000, 41600],
      ['2026-11-14', 'PAYMENT', 'UTR-18000', 0, 18000, 23600],
      ['2026-11-15', 'CREDIT_NOTE', 'CN/26-27/000001', 0, 23600, 0],
      ['2026-11-15', 'REVERSAL', 'UTR-50000', 50000, 0, 50000],
      ['2026-11-15', 'REVERSAL', 'UTR-68000', 68000, 0, 118000],
    ]);
    // inv1 owes 118000 - 18000, inv2 118000 - 100000; the cancelled inv3 nothing.
    expect(balancePaise).toBe(118000);
    // A distributor reads its own (named or not); another's is 404, a retailer 403.
    expect((await k.ok(distA, 'GET', '/api/billing/ledger')).balancePaise).toBe(118000);
    expect(
      (await k.ok(distA, 'GET', `/api/billing/ledger?distributorId=${world.a.id}`)).entries,
    ).toHaveLength(10);
    const other = await k.call(distA, 'GET', `/api/billing/ledger?distributorId=${world.b.id}`);
    expect(other.statusCode).toBe(404);
    expect(await k.ok(distB, 'GET', '/api/billing/ledger')).toMatchObject({
      distributorId: world.b.id,
      entries: [],
      balancePaise: 0,
    });
    expect((await k.call(retA, 'GET', '/api/billing/ledger')).statusCode).toBe(403);
    const unnamed = await k.call(admin, 'GET', '/api/billing/ledger');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().code).toBe('ledger_distributor_required');
    expect(
      (await k.call(admin, 'GET', '/api/billing/ledger?distributorId=999999')).statusCode,
    ).toBe(404);
  });
});
