import { describe, expect, it } from 'vitest';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { billingKit, POS_PLAN } from '../../../test/kits/billing';
import { invoiceTotals } from '../../../test/kits/billing-reference';

/** India's 15 November 2026: October and before are closed, November is open. */
const NOW = new Date('2026-11-15T06:00:00Z');
const IST = (day: string) => `${day}T00:00:00+05:30`;

describe('billing: plans, the monthly run, invoices', () => {
  const t = useTestApp({ now: () => NOW });
  const world = useTwoDistributors(t);
  const { admin, distA, distB, retA } = world;
  const k = billingKit(t);
  const ids = {} as { plan: number; m1: number; m2: number; m3: number; augA: number };

  it('keeps plans with their versions: a change applies from its month on', async () => {
    const { plan } = await k.ok(admin, 'POST', '/api/billing/plans', POS_PLAN, 201);
    ids.plan = plan.id;
    expect(plan.versions).toEqual([
      expect.objectContaining({ monthlyRentPaise: 30000, gstRatePercent: 18, sacCode: '997319' }),
    ]);
    const second = await k.call(admin, 'POST', '/api/billing/plans', { ...POS_PLAN, name: 'Two' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('billing_default_plan_taken');
    const { name: _n, machineType: _t, ...terms } = POS_PLAN;
    const changed = await k.ok(admin, 'PUT', `/api/billing/plans/${plan.id}`, {
      ...terms,
      name: 'POS standard',
      monthlyRentPaise: 60000,
      effectiveFrom: '2026-10',
    });
    expect(changed.plan.versions.map((v: { effectiveFrom: string }) => v.effectiveFrom)).toEqual([
      '2026-01',
      '2026-10',
    ]);
    const { plans } = await k.ok(admin, 'GET', '/api/billing/plans');
    expect(plans).toHaveLength(1);
    expect((await k.call(distA, 'GET', '/api/billing/plans')).statusCode).toBe(403);
  });

  it("sets a distributor's payment terms and plans (a plan of the type only)", async () => {
    const url = `/api/distributors/${world.a.id}/billing`;
    const wrong = await k.call(admin, 'PUT', url, {
      plans: [{ machineType: 'SOUNDBOX', planId: ids.plan }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('billing_plan_wrong_type');
    const terms = await k.ok(admin, 'PUT', url, {
      plans: [{ machineType: 'POS', planId: ids.plan }],
      paymentTermsDays: 30,
    });
    expect(terms).toMatchObject({ paymentTermsDays: 30, plans: [{ planId: ids.plan }] });
    expect((await k.ok(admin, 'GET', url)).paymentTermsDays).toBe(30);
  });

  it('bills only closed months: the current or a future month is 409 billing_month_open', async () => {
    for (const month of ['2026-11', '2027-01']) {
      const res = await k.call(admin, 'POST', '/api/billing/runs', { month });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'billing_month_open', params: { month } });
    }
    expect(
      (await k.call(distA, 'POST', '/api/billing/runs', { month: '2026-08' })).statusCode,
    ).toBe(403);
  });

  it('charges rent for the days held and a deposit for a device that came in the month', async () => {
    // Same state as ours (Maharashtra) for A, Karnataka for B.
    await k.places('27ABCDE1234F1Z5', [
      { id: world.a.id, gstin: '27AAAPA1234A1Z5' },
      { id: world.b.id, state: 'karnataka' },
    ]);
    ids.m1 = (await k.machine('BILL-M1')).id;
    // Came to A on 21 August, back to stock on 11 September.
    await k.period({
      machineId: ids.m1,
      distributorId: world.a.id,
      from: IST('2026-08-21'),
      to: IST('2026-09-11'),
    });
    const run = await k.run(admin, '2026-08');
    expect(run).toMatchObject({ drafts: 1, lines: 2, replaced: 0 });
    const aug = await k.invoiceOf(admin, '2026-08', world.a.id);
    ids.augA = aug.id;
    // 11 of 31 days at ₹300: 10645.16 -> ₹106.45; CGST and SGST 9% = 958.05 -> 958 each.
    expect(aug.lines).toEqual([
      expect.objectContaining({ kind: 'RENT', days: 11, ratePaise: 30000, amountPaise: 10645 }),
      expect.objectContaining({ kind: 'DEPOSIT', amountPaise: 150000, taxable: false }),
    ]);
    // The document's English words, and their key with values for the reader's language.
    const [rent, deposit] = aug.lines;
    expect(rent.description).toBe(`Rent: POS ${rent.phrase.params.model}, 11 of 31 days`);
    expect(rent.phrase).toEqual({
      key: 'rent',
      params: { machineType: 'POS', model: rent.phrase.params.model, days: 11, monthDays: 31 },
    });
    expect(deposit.phrase).toEqual({
      key: 'deposit',
      params: { machineType: 'POS', model: rent.phrase.params.model },
    });
    expect(aug).toMatchObject({
      status: 'DRAFT',
      number: null,
      taxablePaise: 10645,
      nonTaxablePaise: 150000,
      cgstPaise: 958,
      sgstPaise: 958,
      igstPaise: 0,
      // 10645 + 1916 + 150000 = 162561 -> ₹1,626.00
      roundOffPaise: 39,
      totalPaise: 162600,
      balancePaise: 162600,
      placeOfSupply: '27-Maharashtra',
    });
    // A draft is not the distributor's to see yet.
    expect((await k.call(distA, 'GET', `/api/invoices/${aug.id}`)).statusCode).toBe(404);
  });

  it('issues a draft with the next number of the financial year and its due date', async () => {
    const { invoice } = await k.ok(admin, 'POST', `/api/invoices/${ids.augA}/issue`);
    expect(invoice).toMatchObject({
      status: 'ISSUED',
      number: 'INV/26-27/000001',
      issuedOn: '2026-11-15',
      dueDate: '2026-12-15',
    });
    const again = await k.call(admin, 'POST', `/api/invoices/${ids.augA}/issue`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invoice_not_draft', params: { status: 'ISSUED' } });
    // Issued: A reads it; B, like for a missing one, 404; a retailer 403.
    expect((await k.call(distA, 'GET', `/api/invoices/${ids.augA}`)).statusCode).toBe(200);
    expect((await k.call(distB, 'GET', `/api/invoices/${ids.augA}`)).statusCode).toBe(404);
    expect((await k.call(retA, 'GET', `/api/invoices/${ids.augA}`)).statusCode).toBe(403);
    expect((await k.call(distA, 'POST', `/api/invoices/${ids.augA}/issue`)).statusCode).toBe(403);
  });

  it('bills September: 10 of 30 days at ₹300 is ₹100.00; CGST+SGST within the state, IGST across', async () => {
    ids.m2 = (await k.machine('BILL-M2')).id;
    ids.m3 = (await k.machine('BILL-M3')).id;
    // m2: A's retailer from 21 September on; m3: B from 21 September on.
    await k.period({
      machineId: ids.m2,
      distributorId: world.a.id,
      retailerId: world.ra.id,
      from: IST('2026-09-21'),
    });
    await k.period({ machineId: ids.m3, distributorId: world.b.id, from: IST('2026-09-21') });
    const run = await k.run(admin, '2026-09');
    // Two tax invoices and A's refund voucher: six lines in all.
    expect(run).toMatchObject({ drafts: 3, lines: 6 });
    expect(run.refundVoucherIds).toHaveLength(1);
    const a = await k.invoiceOf(admin, '2026-09', world.a.id);
    expect(a.lines).toEqual([
      // Taxable lines first, then deposits apart; the refund is on the refund voucher.
      expect.objectContaining({ kind: 'RENT', days: 10, amountPaise: 10000, cgstPaise: 900 }),
      expect.objectContaining({ kind: 'RENT', days: 10, amountPaise: 10000, sgstPaise: 900 }),
      expect.objectContaining({ kind: 'DEPOSIT', amountPaise: 150000 }),
    ]);
    expect(a).toMatchObject({
      taxablePaise: 20000,
      nonTaxablePaise: 150000,
      cgstPaise: 1800,
      sgstPaise: 1800,
      igstPaise: 0,
      totalPaise: 173600,
      roundOffPaise: 0,
    });
    // m1 came back to stock on 11 September: its deposit, charged on August's issued invoice,
    // goes back on a refund voucher (no GST, not a supply), never as a negative invoice line.
    const { refundVoucher } = await k.ok(
      admin,
      'GET',
      `/api/refund-vouchers/${run.refundVoucherIds[0]}`,
    );
    expect(refundVoucher).toMatchObject({
      status: 'DRAFT',
      number: null,
      distributorId: world.a.id,
      month: '2026-09',
      amountPaise: 150000,
      lines: [
        expect.objectContaining({
          amountPaise: 150000,
          description: expect.stringMatching(/^Deposit refund/),
        }),
      ],
    });
    const b = await k.invoiceOf(admin, '2026-09', world.b.id);
    expect(b).toMatchObject({
      taxablePaise: 10000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1800,
      nonTaxablePaise: 150000,
      totalPaise: 161800,
      placeOfSupply: '29-Karnataka',
    });
    // The SQL's figures are the reference rules' for the same lines.
    expect(a).toMatchObject(invoiceTotals(a.lines, true));
    expect(b).toMatchObject(invoiceTotals(b.lines, false));
  });

  it('runs a month again: replaces its drafts, never an issued invoice', async () => {
    const sept = await k.run(admin, '2026-09');
    expect(sept).toMatchObject({ drafts: 3, replaced: 2, skippedIssued: 0 });
    const aug = await k.run(admin, '2026-08');
    expect(aug).toMatchObject({ drafts: 0, replaced: 0, skippedIssued: 1 });
    const issued = await k.ok(admin, 'GET', `/api/invoices/${ids.augA}`);
    expect(issued.invoice).toMatchObject({ number: 'INV/26-27/000001', totalPaise: 162600 });
  });

  it("prices October by the plan's new terms: a whole month at ₹600", async () => {
    await k.run(admin, '2026-10');
    const a = await k.invoiceOf(admin, '2026-10', world.a.id);
    expect(a.lines).toEqual([
      expect.objectContaining({ kind: 'RENT', days: 31, ratePaise: 60000, amountPaise: 60000 }),
    ]);
    expect(a).toMatchObject({ cgstPaise: 5400, sgstPaise: 5400, totalPaise: 70800 });
  });

  it('cancels an issued invoice with a credit note for the whole of it', async () => {
    const draft = await k.invoiceOf(admin, '2026-10', world.a.id);
    const notIssued = await k.call(admin, 'POST', `/api/invoices/${draft.id}/cancel`, {
      reason: 'x',
    });
    expect(notIssued.json()).toMatchObject({ code: 'invoice_not_issued' });
    const { invoice } = await k.ok(admin, 'POST', `/api/invoices/${ids.augA}/cancel`, {
      reason: 'Wrong rate',
    });
    expect(invoice).toMatchObject({
      status: 'CANCELLED',
      balancePaise: 0,
      creditNote: { number: 'CN/26-27/000001', amountPaise: 162600, reason: 'Wrong rate' },
    });
    // Cancelled: the month can be billed again for A.
    expect(await k.run(admin, '2026-08')).toMatchObject({ drafts: 1, skippedIssued: 0 });
  });

  it('lists invoices by month, distributor and status, sorted on the server', async () => {
    const all = await k.ok(admin, 'GET', '/api/invoices?sort=totalPaise&order=desc');
    const totals = all.invoices.map((i: { totalPaise: number }) => i.totalPaise);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    expect(all.stats).toMatchObject({ draft: 5, cancelled: 1 });
    const sept = await k.ok(
      admin,
      'GET',
      `/api/invoices?month=2026-09&distributorId=${world.b.id}`,
    );
    expect(sept.invoices.map((i: { distributorId: number }) => i.distributorId)).toEqual([
      world.b.id,
    ]);
    // A distributor lists only its own issued (or cancelled) invoices; a retailer is refused.
    const own = await k.ok(distA, 'GET', '/api/invoices');
    expect(own.invoices.map((i: { id: number }) => i.id)).toEqual([ids.augA]);
    expect((await k.ok(distB, 'GET', '/api/invoices')).total).toBe(0);
    expect((await k.call(retA, 'GET', '/api/invoices')).statusCode).toBe(403);
  });
});

describe('holding periods follow custody', () => {
  const t = useTestApp();
  const world = useTwoDistributors(t);
  const k = billingKit(t);

  it('opens a period when a device goes out, closes it when it comes back', async () => {
    const m = await k.machine('HOLD');
    const made = await k.ok(
      world.admin,
      'POST',
      '/api/assignments',
      { machineIds: [m.id], distributorId: world.a.id, validFrom: '2026-01-01' },
      201,
    );
    expect(await k.periodsOf(m.id)).toEqual([
      {
        distributor_id: world.a.id,
        retailer_id: null,
        open: true,
        left_distributor: null,
        same_stint: true,
      },
    ]);
    await k.ok(world.admin, 'PUT', `/api/assignments/${made.id}/status`, { status: 'RETURNED' });
    expect(await k.periodsOf(m.id)).toEqual([
      {
        distributor_id: world.a.id,
        retailer_id: null,
        open: false,
        left_distributor: true,
        same_stint: true,
      },
    ]);
  });
});
