/**
 * The books of decision 0159 through the API: credit notes by lines and by an amount, refund
 * vouchers set against invoices and paid out, advances, reversals, and the ledger's equation.
 * Figures by hand: rent at 18% within the state (CGST and SGST 9% each).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { booksKit } from '../../../../test/kits/books';
import { billingKit } from '../../../../test/kits/billing';
import { paymentBody } from '../../../../test/kits/payments';
import { useTestApp, useTwoDistributors } from '../../../../test/use-app';

/** India's 15 November 2026. */
const NOW = new Date('2026-11-15T06:00:00Z');

describe('the books: credit notes, refund vouchers, allocations, payouts, advances', () => {
  const t = useTestApp({ now: () => NOW });
  const world = useTwoDistributors(t);
  const { admin, distA, distB, retA } = world;
  const k = billingKit(t);
  const b = booksKit(t);

  const ledgerOf = (id: number) => k.ok(admin, 'GET', `/api/billing/ledger?distributorId=${id}`);
  /** The equation: the ledger's balance is what the invoices owe less the unapplied credits. */
  async function expectBalanced(distributorId: number, balancePaise: number) {
    const ledger = await ledgerOf(distributorId);
    expect(ledger.balancePaise).toBe(balancePaise);
    expect(ledger.openInvoicesPaise - ledger.unappliedCreditsPaise).toBe(balancePaise);
    return ledger;
  }

  const inv = {} as { id: number; lineIds: number[]; totalPaise: number };
  beforeAll(async () => {
    // Rent ₹100 + ₹200 (GST ₹9 + ₹9, ₹18 + ₹18) and a ₹1,500 deposit: ₹1,854.00.
    Object.assign(
      inv,
      await b.invoice(world.a.id, [
        { kind: 'RENT', amountPaise: 10000 },
        { kind: 'RENT', amountPaise: 20000 },
        { kind: 'DEPOSIT', amountPaise: 150000 },
      ]),
    );
  });

  it('credits whole lines: their amounts and GST as printed, once each', async () => {
    expect(inv.totalPaise).toBe(185400);
    const url = `/api/invoices/${inv.id}/credit-notes`;
    const { creditNote } = await k.ok(
      admin,
      'POST',
      url,
      { lineIds: [inv.lineIds[0]], reason: 'Device returned early' },
      201,
    );
    expect(creditNote).toMatchObject({
      number: 'CN/26-27/000001',
      invoiceId: inv.id,
      basis: 'LINES',
      issuedOn: '2026-11-15',
      taxablePaise: 10000,
      nonTaxablePaise: 0,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
      roundOffPaise: 0,
      amountPaise: 11800,
      // Set against its own invoice's balance at once.
      appliedPaise: 11800,
      unappliedPaise: 0,
      lines: [expect.objectContaining({ invoiceLineId: inv.lineIds[0], amountPaise: 10000 })],
    });
    expect(await b.stored(inv.id)).toEqual({
      status: 'PARTIALLY_PAID',
      settledPaise: 11800,
      paidPaise: 0,
      creditedPaise: 11800,
    });
    const again = await k.call(admin, 'POST', url, { lineIds: [inv.lineIds[0]], reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'credit_note_line_credited',
      params: { lineId: inv.lineIds[0] },
    });
    const unknown = await k.call(admin, 'POST', url, { lineIds: [999999], reason: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'credit_note_line_unknown' });
    const both = await k.call(admin, 'POST', url, { lineIds: [1], amountPaise: 5, reason: 'x' });
    expect(both.statusCode).toBe(400);
  });

  it("credits an amount: each group's figures in proportion, a round-off of a paisa", async () => {
    // Left: ₹1,736.00 of rent ₹200 + GST ₹36 and the deposit. ₹500 of it:
    // 20000 x 50000 / 173600 = 5760.37 -> 5760; 1800 x ... = 518.43 -> 518 (each);
    // 150000 x ... = 43202.76 -> 43203; 49999 -> round-off 1.
    const { creditNote } = await k.ok(
      admin,
      'POST',
      `/api/invoices/${inv.id}/credit-notes`,
      { amountPaise: 50000, reason: 'Goodwill' },
      201,
    );
    expect(creditNote).toMatchObject({
      number: 'CN/26-27/000002',
      basis: 'AMOUNT',
      taxablePaise: 5760,
      cgstPaise: 518,
      sgstPaise: 518,
      nonTaxablePaise: 43203,
      roundOffPaise: 1,
      amountPaise: 50000,
    });
    expect(creditNote.lines).toHaveLength(2);
    const over = await k.call(admin, 'POST', `/api/invoices/${inv.id}/credit-notes`, {
      amountPaise: 123601,
      reason: 'x',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'credit_note_exceeds_remaining',
      params: { remainingPaise: 123600 },
    });
  });

  it('a note beyond the balance leaves an unapplied credit, which is paid out', async () => {
    await k.ok(admin, 'POST', `/api/invoices/${inv.id}/payments`, paymentBody(100000), 201);
    const { creditNote } = await k.ok(
      admin,
      'POST',
      `/api/invoices/${inv.id}/credit-notes`,
      { amountPaise: 123600, reason: 'Whole month waived' },
      201,
    );
    // What was left to credit credits every group exactly: the invoice's figures less its notes.
    expect(creditNote).toMatchObject({
      taxablePaise: 20000 - 5760,
      nonTaxablePaise: 150000 - 43203,
      appliedPaise: 23600,
      unappliedPaise: 100000,
    });
    // Credited in full: cancelled by its notes.
    expect(await b.stored(inv.id)).toMatchObject({ status: 'CANCELLED', creditedPaise: 185400 });
    const credits = await k.ok(admin, 'GET', `/api/billing/credits?distributorId=${world.a.id}`);
    expect(credits).toMatchObject({
      unappliedPaise: 100000,
      credits: [expect.objectContaining({ sourceType: 'CREDIT_NOTE', unappliedPaise: 100000 })],
    });
    await expectBalanced(world.a.id, -100000);
    const payOut = (paidOn: string) =>
      k.call(admin, 'POST', '/api/billing/payouts', {
        sourceType: 'CREDIT_NOTE',
        sourceId: creditNote.id,
        ...paymentBody(0, { paidOn }),
        amountPaise: undefined,
      });
    // Not before the note it pays out (issued today), not after today.
    for (const [paidOn, code] of [
      ['2026-11-14', 'payout_date_before_credit'],
      ['0001-01-01', 'payout_date_before_credit'],
      ['2026-11-16', 'payment_date_in_future'],
    ] as const) {
      const refused = await payOut(paidOn);
      expect(refused.statusCode, paidOn).toBe(400);
      expect(refused.json(), paidOn).toMatchObject({ code });
    }
    expect((await payOut('2026-11-14')).json().params).toEqual({ earliest: '2026-11-15' });
    const paid = await payOut('2026-11-15');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().payout).toMatchObject({ number: 'PV/26-27/000001', amountPaise: 100000 });
    const ledger = await expectBalanced(world.a.id, 0);
    // In date order: the payment is dated 10 November, the notes and the payout the 15th.
    expect(ledger.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'INVOICE',
      'PAYMENT',
      'CREDIT_NOTE',
      'CREDIT_NOTE',
      'CREDIT_NOTE',
      'PAYOUT',
    ]);
    const late = await b.invoice(world.a.id, [{ kind: 'RENT', amountPaise: 10000 }], {
      issuedOn: '2025-03-10',
    });
    const tooLate = await k.call(admin, 'POST', `/api/invoices/${late.id}/credit-notes`, {
      amountPaise: 100,
      reason: 'x',
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({
      code: 'credit_note_too_late',
      params: { lastDay: '2025-11-30' },
    });
  });

  it('a refund voucher, once issued, settles open invoices oldest due first; the rest is paid out', async () => {
    const older = await b.invoice(world.b.id, [{ kind: 'RENT', amountPaise: 10000 }]);
    const newer = await b.invoice(world.b.id, [{ kind: 'RENT', amountPaise: 20000 }], {
      dueDate: '2026-11-16',
    });
    const rv = await b.draftVoucher(world.b.id, 150000);
    const body = { sourceType: 'REFUND_VOUCHER', sourceId: rv };
    const draft = await k.call(admin, 'POST', '/api/billing/allocations', body);
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toMatchObject({
      code: 'allocation_credit_not_open',
      params: { status: 'DRAFT' },
    });
    const { refundVoucher } = await k.ok(admin, 'POST', `/api/refund-vouchers/${rv}/issue`);
    expect(refundVoucher).toMatchObject({ number: 'RV/26-27/000001', status: 'ISSUED' });
    const mismatch = await k.call(admin, 'POST', '/api/billing/allocations', {
      ...body,
      invoiceId: inv.id,
    });
    expect(mismatch.json()).toMatchObject({ code: 'allocation_distributor_mismatch' });
    const set = await k.ok(admin, 'POST', '/api/billing/allocations', body, 201);
    expect(
      set.allocations.map((a: { invoiceId: number; amountPaise: number }) => [
        a.invoiceId,
        a.amountPaise,
      ]),
    ).toEqual([
      [older.id, 11800],
      [newer.id, 23600],
    ]);
    expect(set.unappliedPaise).toBe(150000 - 35400);
    expect((await b.stored(older.id)).status).toBe('PAID');
    expect((await b.stored(newer.id)).status).toBe('PAID');
    const nothing = await k.call(admin, 'POST', '/api/billing/allocations', body);
    expect(nothing.json()).toMatchObject({ code: 'allocation_nothing_open' });
    await expectBalanced(world.b.id, -114600);
    // Paid out on the day the voucher was issued (today).
    const today = { paidOn: '2026-11-15' };
    const over = await k.call(admin, 'POST', '/api/billing/payouts', {
      ...body,
      ...paymentBody(200000, today),
    });
    expect(over.json()).toMatchObject({
      code: 'payout_exceeds_credit',
      params: { unappliedPaise: 114600 },
    });
    const payout = { ...body, ...paymentBody(114600, today) };
    await k.ok(admin, 'POST', '/api/billing/payouts', payout, 201);
    const settled = await k.ok(admin, 'GET', `/api/refund-vouchers/${rv}`);
    expect(settled.refundVoucher).toMatchObject({
      status: 'SETTLED',
      appliedPaise: 150000,
      unappliedPaise: 0,
    });
    expect(settled.refundVoucher.allocations).toHaveLength(2);
    expect(settled.refundVoucher.payouts).toHaveLength(1);
    await expectBalanced(world.b.id, 0);
  });

  it("keeps a payment's excess as an advance only when asked; reversing undoes what it settled", async () => {
    const first = await b.invoice(world.b.id, [{ kind: 'RENT', amountPaise: 10000 }]);
    const second = await b.invoice(world.b.id, [{ kind: 'RENT', amountPaise: 10000 }]);
    const url = `/api/invoices/${first.id}/payments`;
    const refused = await k.call(admin, 'POST', url, paymentBody(20000));
    expect(refused.json()).toMatchObject({ code: 'payment_exceeds_balance' });
    const { payment } = await k.ok(
      admin,
      'POST',
      url,
      paymentBody(20000, { keepExcessAsAdvance: true }),
      201,
    );
    expect(payment).toMatchObject({ appliedPaise: 11800, advancePaise: 8200 });
    await k.ok(
      admin,
      'POST',
      '/api/billing/allocations',
      { sourceType: 'PAYMENT', sourceId: payment.id, invoiceId: second.id },
      201,
    );
    expect(await b.stored(second.id)).toMatchObject({ status: 'PARTIALLY_PAID', paidPaise: 8200 });
    await expectBalanced(world.b.id, 23600 - 20000);
    await k.ok(admin, 'POST', `/api/payments/${payment.id}/reverse`, { reason: 'Bounced' });
    expect(await b.stored(first.id)).toMatchObject({ status: 'ISSUED', settledPaise: 0 });
    expect(await b.stored(second.id)).toMatchObject({ status: 'ISSUED', settledPaise: 0 });
    await expectBalanced(world.b.id, 23600);
    // An advance paid back cannot be reversed any more.
    const third = await b.invoice(world.b.id, [{ kind: 'RENT', amountPaise: 10000 }]);
    const paid = await k.ok(
      admin,
      'POST',
      `/api/invoices/${third.id}/payments`,
      paymentBody(12000, { keepExcessAsAdvance: true }),
      201,
    );
    await k.ok(
      admin,
      'POST',
      '/api/billing/payouts',
      { sourceType: 'PAYMENT', sourceId: paid.payment.id, ...paymentBody(200) },
      201,
    );
    const reverse = await k.call(admin, 'POST', `/api/payments/${paid.payment.id}/reverse`, {
      reason: 'x',
    });
    expect(reverse.json()).toMatchObject({ code: 'payment_advance_paid_out' });
    // An invoice that owes nothing (₹0.14 of rent and ₹0.08 deposit round to ₹0): a payment on
    // it is all advance.
    const nothing = await b.invoice(world.b.id, [
      { kind: 'RENT', amountPaise: 14 },
      { kind: 'DEPOSIT', amountPaise: 8 },
    ]);
    expect(nothing.totalPaise).toBe(0);
    const all = await k.ok(
      admin,
      'POST',
      `/api/invoices/${nothing.id}/payments`,
      paymentBody(500, { keepExcessAsAdvance: true }),
      201,
    );
    expect(all.payment).toMatchObject({ appliedPaise: 0, advancePaise: 500 });
  });

  it("a distributor reads its own documents only; a retailer none; a draft voucher is the admins'", async () => {
    const list = await k.ok(distA, 'GET', '/api/credit-notes');
    expect(list.creditNotes.length).toBeGreaterThan(0);
    expect(
      list.creditNotes.every((c: { distributorId: number }) => c.distributorId === world.a.id),
    ).toBe(true);
    const own = list.creditNotes[0].id;
    expect((await k.call(distB, 'GET', `/api/credit-notes/${own}`)).statusCode).toBe(404);
    expect((await k.call(retA, 'GET', '/api/credit-notes')).statusCode).toBe(403);
    const draft = await b.draftVoucher(world.b.id, 1000);
    expect((await k.call(distB, 'GET', `/api/refund-vouchers/${draft}`)).statusCode).toBe(404);
    const vouchers = await k.ok(distB, 'GET', '/api/refund-vouchers');
    expect(vouchers.refundVouchers.map((v: { status: string }) => v.status)).not.toContain('DRAFT');
    const payouts = await k.ok(distA, 'GET', '/api/billing/payouts');
    expect(
      payouts.payouts.every((p: { distributorId: number }) => p.distributorId === world.a.id),
    ).toBe(true);
    expect((await k.call(distA, 'POST', '/api/billing/allocations', {})).statusCode).toBe(403);
  });

  it('an id filter past integer matches nothing (no row can have it), in lists and files', async () => {
    for (const url of [
      '/api/credit-notes?distributorId=99999999999',
      '/api/refund-vouchers?distributorId=99999999999',
      '/api/billing/payouts?distributorId=2147483648',
      '/api/invoices?distributorId=2147483648',
      '/api/payments?invoiceId=2147483648',
    ]) {
      const res = await k.call(admin, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().total, url).toBe(0);
    }
    const file = await k.call(
      admin,
      'GET',
      '/api/reports/credit-note-register/export?format=csv&distributorId=2147483648',
    );
    expect(file.statusCode).toBe(200);
    expect(file.body.trim().split('\n')).toHaveLength(1);
  });
});
