import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRetailer } from '../../../../test/app';
import { billingKit, POS_PLAN } from '../../../../test/kits/billing';
import { pdfText } from '../../../../test/pdf';
import { useTestApp, useTwoDistributors } from '../../../../test/use-app';
import { machineActivations, machines, organisation, retailers } from '../../../db/schema';
import { readRows } from '../../../../test/read-rows';

/** India's 15 November 2026: October and before are closed, November is open. */
const NOW = new Date('2026-11-15T06:00:00Z');

/** ₹250.00 an activation, ₹40.00 a month, clawed back within 30 days; from October ₹300 / ₹50. */
const PLAN = {
  ...POS_PLAN,
  activationCommissionPaise: 25000,
  monthlyCommissionPaise: 4000,
  clawbackDays: 30,
};

describe('commission statements', () => {
  const t = useTestApp({ now: () => NOW });
  const world = useTwoDistributors(t);
  const { admin, distA, distB, retA } = world;
  const k = billingKit(t);
  const serial = {} as Record<'act' | 'month' | 'claw10' | 'claw40' | 'plan' | 'b', string>;

  /** A device at a merchant: its serial. */
  async function device(
    name: keyof typeof serial,
    p: { activatedOn: string; heldFrom: string; deactivatedOn?: string; of?: 'b' },
  ) {
    const m = await k.machine(`COM-${name.toUpperCase()}`);
    const ofB = p.of === 'b';
    const retailerId = ofB ? (await createRetailer(t.database, world.b.id)).id : world.ra.id;
    await k.activated({
      machineId: m.id,
      distributorId: ofB ? world.b.id : world.a.id,
      retailerId,
      ...p,
    });
    serial[name] = m.serialNumber;
  }

  const statements = (auth: { authorization: string }, query: string) =>
    k.ok(auth, 'GET', `/api/billing/commissions?${query}`).then((b) => b.statements);

  beforeAll(async () => {
    const { plan } = await k.ok(admin, 'POST', '/api/billing/plans', PLAN, 201);
    const { machineType: _t, ...terms } = PLAN;
    await k.ok(admin, 'PUT', `/api/billing/plans/${plan.id}`, {
      ...terms,
      activationCommissionPaise: 30000,
      monthlyCommissionPaise: 5000,
      effectiveFrom: '2026-10',
    });
    await device('act', { heldFrom: '2026-08-01', activatedOn: '2026-09-05' });
    await device('month', { heldFrom: '2026-07-01', activatedOn: '2026-07-10' });
    // Deactivated 10 days after its activation (clawed back), and 40 days after (kept).
    await device('claw10', {
      heldFrom: '2026-09-01',
      activatedOn: '2026-09-10',
      deactivatedOn: '2026-09-20',
    });
    await device('claw40', {
      heldFrom: '2026-08-01',
      activatedOn: '2026-08-10',
      deactivatedOn: '2026-09-19',
    });
    // Activated under September's terms, clawed back in October.
    await device('plan', {
      heldFrom: '2026-09-01',
      activatedOn: '2026-09-25',
      deactivatedOn: '2026-10-05',
    });
    await device('b', { heldFrom: '2026-08-01', activatedOn: '2026-08-15', of: 'b' });
  });

  it('credits activations, whole months and clawbacks of September by hand-computed figures', async () => {
    const list = await statements(admin, 'month=2026-09');
    expect(list).toHaveLength(2);
    const of = (id: number) => list.find((s: { distributorId: number }) => s.distributorId === id);
    const [a, b] = [of(world.a.id), of(world.b.id)];
    expect(a).toMatchObject({
      month: '2026-09',
      distributorId: world.a.id,
      // ₹250 x 3 activations; ₹40 for the device active all month; -₹250 for the one
      // deactivated 10 days after its activation (the one after 40 days keeps it).
      activationPaise: 75000,
      monthlyPaise: 4000,
      clawbackPaise: -25000,
      totalPaise: 54000,
    });
    expect(
      a.lines.map((l: Record<string, unknown>) => [l.kind, l.serialNumber, l.date, l.amountPaise]),
    ).toEqual([
      ['ACTIVATION', serial.act, '2026-09-05', 25000],
      ['ACTIVATION', serial.claw10, '2026-09-10', 25000],
      ['ACTIVATION', serial.plan, '2026-09-25', 25000],
      ['MONTHLY', serial.month, '2026-07-10', 4000],
      ['CLAWBACK', serial.claw10, '2026-09-20', -25000],
    ]);
    expect(a.lines[0]).toMatchObject({
      merchantName: world.ra.shopName,
      reference: expect.stringMatching(/^ACT-/),
    });
    expect(b).toMatchObject({
      distributorId: world.b.id,
      lines: [
        expect.objectContaining({ kind: 'MONTHLY', serialNumber: serial.b, amountPaise: 4000 }),
      ],
      totalPaise: 4000,
    });
  });

  it("uses the month's terms: October's monthly ₹50, a clawback of what September credited", async () => {
    const [a] = await statements(admin, `month=2026-10&distributorId=${world.a.id}`);
    expect(
      a.lines.map((l: Record<string, unknown>) => [l.kind, l.serialNumber, l.amountPaise]),
    ).toEqual([
      ['MONTHLY', serial.month, 5000],
      ['MONTHLY', serial.act, 5000],
      ['CLAWBACK', serial.plan, -25000],
    ]);
    expect(a).toMatchObject({
      activationPaise: 0,
      monthlyPaise: 10000,
      clawbackPaise: -25000,
      totalPaise: -15000,
    });
    // August: the device activated then, and the one active since July.
    const [aug] = await statements(admin, `month=2026-08&distributorId=${world.a.id}`);
    expect(aug).toMatchObject({ activationPaise: 25000, monthlyPaise: 4000, totalPaise: 29000 });
  });

  it('gives the statement asked even without lines; only closed months', async () => {
    expect(await statements(admin, `month=2026-07&distributorId=${world.b.id}`)).toEqual([
      expect.objectContaining({ distributorId: world.b.id, lines: [], totalPaise: 0 }),
    ]);
    for (const month of ['2026-11', '2027-01']) {
      const res = await k.call(admin, 'GET', `/api/billing/commissions?month=${month}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'billing_month_open', params: { month } });
    }
    expect(
      (await k.call(admin, 'GET', '/api/billing/commissions?month=2026-09&distributorId=999999'))
        .statusCode,
    ).toBe(404);
  });

  it('shows a distributor its own statement only; a retailer is refused', async () => {
    const own = await statements(distA, 'month=2026-09');
    expect(own.map((s: { distributorId: number }) => s.distributorId)).toEqual([world.a.id]);
    expect(await statements(distB, `month=2026-09&distributorId=${world.b.id}`)).toHaveLength(1);
    const other = await k.call(
      distA,
      'GET',
      `/api/billing/commissions?month=2026-09&distributorId=${world.b.id}`,
    );
    expect(other.statusCode).toBe(404);
    expect((await k.call(retA, 'GET', '/api/billing/commissions?month=2026-09')).statusCode).toBe(
      403,
    );
  });

  it('prints the statement as a PDF: its lines, the totals in rupees and in words', async () => {
    const url = '/api/billing/commissions/statement.pdf?month=2026-09';
    const missing = await k.call(admin, 'GET', url);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('commission_distributor_required');
    const res = await k.call(distA, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const s of [
      'COMMISSION STATEMENT',
      'September 2026',
      serial.act,
      serial.claw10,
      world.ra.shopName,
      // India dates, as the other forms print them ('05 Sep 2026').
      '05 Sep',
      '₹250.00',
      '-₹250.00',
      'Activation commission ₹750.00',
      'Monthly commission ₹40.00',
      'Clawbacks -₹250.00',
      'Total ₹540.00',
      'Amount in words: Rupees Five Hundred Forty Only',
    ])
      expect(text).toContain(s);
    const other = await k.call(distA, 'GET', `${url}&distributorId=${world.b.id}`);
    expect(other.statusCode).toBe(404);
  });

  it('keeps every activation: activated, deactivated and activated again through the steps', async () => {
    const m = await k.machine('COM-AGAIN');
    await t.database.db.execute(
      sql`update ${retailers} set kyc_status = 'VERIFIED' where id = ${world.ra.id}`,
    );
    await t.database.db.execute(
      sql`update ${machines} set distributor_id = ${world.a.id}, retailer_id = ${world.ra.id},
                 status = 'ASSIGNED', activation_state = 'ALLOTTED' where id = ${m.id}`,
    );
    const step = (step: string, date: string) =>
      k.ok(admin, 'POST', `/api/machines/${m.id}/activation`, { step, date, ref: 'P-1' });
    await step('ACTIVATED', '2026-07-03');
    await step('DEACTIVATED', '2026-07-20');
    await step('ACTIVATED', '2026-10-02');
    expect(
      await readRows(
        t.database.db,
        sql`select activated_on::text, ended_on::text, deactivated from ${machineActivations}
             where machine_id = ${m.id} order by activated_on`,
      ),
    ).toEqual([
      { activated_on: '2026-07-03', ended_on: '2026-07-20', deactivated: true },
      { activated_on: '2026-10-02', ended_on: null, deactivated: false },
    ]);
    const kinds = async (month: string) => {
      const [a] = await statements(admin, `month=${month}&distributorId=${world.a.id}`);
      return a.lines
        .filter((l: { serialNumber: string }) => l.serialNumber === m.serialNumber)
        .map((l: { kind: string; amountPaise: number }) => [l.kind, l.amountPaise]);
    };
    // July: credited and clawed back (17 days); October: credited again at October's ₹300.
    expect(await kinds('2026-07')).toEqual([
      ['ACTIVATION', 25000],
      ['CLAWBACK', -25000],
    ]);
    expect(await kinds('2026-10')).toEqual([['ACTIVATION', 30000]]);
  });

  it('approves a statement once: frozen as CS/, TDS under 194H from the threshold on, the net owed', async () => {
    // A threshold of ₹500 for the test (₹20,000 by default); 2% (the default rate).
    await t.database.db.execute(sql`update ${organisation} set tds_threshold_paise = 50000`);
    const approve = (month: string, distributorId = world.a.id) =>
      k.call(admin, 'POST', '/api/billing/commissions/approve', { month, distributorId });
    // August ₹290: the year stays within ₹500, no TDS.
    const aug = await approve('2026-08');
    expect(aug.statusCode, aug.body).toBe(201);
    expect(aug.json().statement).toMatchObject({
      totalPaise: 29000,
      approval: {
        number: 'CS/26-27/000001',
        status: 'APPROVED',
        approvedOn: '2026-11-15',
        grossPaise: 29000,
        tdsRateBp: 200,
        tdsBasePaise: 0,
        tdsPaise: 0,
        netPaise: 29000,
        unappliedPaise: 29000,
      },
    });
    // September ₹540 takes the year to ₹830: 2% of all of it, ₹16.60, rounded to ₹17.
    const sept = (await approve('2026-09')).json().statement;
    expect(sept.approval).toMatchObject({
      number: 'CS/26-27/000002',
      tdsBasePaise: 83000,
      tdsPaise: 1700,
      netPaise: 52300,
    });
    // October ₹150 (the device activated again): 2% of its own ₹150 is ₹3.
    expect((await approve('2026-10')).json().statement.approval).toMatchObject({
      tdsBasePaise: 15000,
      tdsPaise: 300,
      netPaise: 14700,
    });
    const again = await approve('2026-09');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'commission_already_approved',
      params: { number: 'CS/26-27/000002' },
    });
    const nothing = await approve('2026-07', world.b.id);
    expect(nothing.json()).toMatchObject({ code: 'commission_nothing_to_pay' });
    // Approved, the statement is its document: the same lines when read again.
    const [read] = await statements(distA, 'month=2026-09');
    expect(read).toMatchObject({ lines: sept.lines, approval: { number: 'CS/26-27/000002' } });
    // The ledger: each statement's gross a credit, the TDS withheld a debit.
    const ledger = await k.ok(admin, 'GET', `/api/billing/ledger?distributorId=${world.a.id}`);
    expect(
      ledger.entries.map((e: { kind: string; debitPaise: number; creditPaise: number }) => [
        e.kind,
        e.debitPaise - e.creditPaise,
      ]),
    ).toEqual([
      ['COMMISSION', -29000],
      ['COMMISSION', -54000],
      ['TDS', 1700],
      ['COMMISSION', -15000],
      ['TDS', 300],
    ]);
    // Each statement's entries name its billing month (the TDS too).
    expect(ledger.entries.map((e: { month: string }) => e.month)).toEqual([
      '2026-08',
      '2026-09',
      '2026-09',
      '2026-10',
      '2026-10',
    ]);
    expect(ledger).toMatchObject({
      balancePaise: -96000,
      openInvoicesPaise: 0,
      unappliedCreditsPaise: 96000,
    });
    // Paid out: the net, and the statement is PAID.
    const { payout } = await k.ok(
      admin,
      'POST',
      '/api/billing/payouts',
      {
        sourceType: 'COMMISSION',
        sourceId: sept.approval.id,
        method: 'NEFT',
        reference: 'UTR-COM-9',
        paidOn: '2026-11-15',
      },
      201,
    );
    expect(payout).toMatchObject({ amountPaise: 52300, sourceNumber: 'CS/26-27/000002' });
    const [paid] = await statements(admin, `month=2026-09&distributorId=${world.a.id}`);
    expect(paid.approval).toMatchObject({ status: 'PAID', unappliedPaise: 0 });
  });

  it("uses a distributor's lower-deduction certificate rate", async () => {
    await t.database.db.execute(sql`update ${organisation} set tds_threshold_paise = 1000`);
    await k.ok(admin, 'PUT', `/api/distributors/${world.b.id}/billing`, {
      plans: [],
      paymentTermsDays: 15,
      tdsCertificateRateBp: 50,
      tdsCertificateNumber: 'LDC/2026/0042',
    });
    const res = await k.call(admin, 'POST', '/api/billing/commissions/approve', {
      month: '2026-09',
      distributorId: world.b.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    // ₹40 at 0.5% is ₹0.20: ₹0 once rounded to the rupee.
    expect(res.json().statement.approval).toMatchObject({
      tdsRateBp: 50,
      tdsBasePaise: 4000,
      tdsPaise: 0,
      netPaise: 4000,
    });
  });
});
