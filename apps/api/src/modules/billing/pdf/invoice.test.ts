import { EInvoice } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingKit, POS_PLAN } from '../../../../test/kits/billing';
import { pdfText } from '../../../../test/pdf';
import { useTestApp, useTwoDistributors } from '../../../../test/use-app';
import { readRows } from '../../../../test/read-rows';

/** India's 15 November 2026: September and October are closed. */
const NOW = new Date('2026-11-15T06:00:00Z');
const IST = (day: string) => `${day}T00:00:00+05:30`;
const ORG = {
  name: 'Dhruv Digital Devices Pvt Ltd',
  address: '501 Shivalik Plaza, Andheri East, Mumbai 400069',
  pinCode: '400069',
  gstin: '27AAGCD1234K1ZQ',
};
/** A distributor's company, address, city and PIN code. */
const party = (companyName: string, address: string, city: string, pinCode: string) => ({
  companyName,
  address,
  city,
  pinCode,
});
const A = party('Sharma Electronics Pvt Ltd', 'Shop 4, FC Road', 'Pune', '411004');
const A_GSTIN = '27AAPFA1234A1ZZ';
const B = party('Bengaluru Devices LLP', '12 MG Road', 'Bengaluru', '560001');
const B_GSTIN = '29AABCB5678B1ZO';

const t = useTestApp({ now: () => NOW });
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;
const k = billingKit(t);
const ids = {} as { a: number; b: number; draft: number; serialA: string };

beforeAll(async () => {
  await k.ok(admin, 'POST', '/api/billing/plans', POS_PLAN, 201);
  await k.organisation(ORG);
  await k.distributor(world.a.id, A, A_GSTIN);
  await k.distributor(world.b.id, B, B_GSTIN);
  // One device each from 21 September: 10 of 30 days at ₹300 = ₹100.00, and its ₹1,500 deposit.
  const m1 = await k.machine('INV-A');
  const m2 = await k.machine('INV-B');
  ids.serialA = m1.serialNumber;
  await k.period({ machineId: m1.id, distributorId: world.a.id, from: IST('2026-09-21') });
  await k.period({ machineId: m2.id, distributorId: world.b.id, from: IST('2026-09-21') });
  await k.run(admin, '2026-09');
  ids.a = (await k.invoiceOf(admin, '2026-09', world.a.id)).id;
  ids.b = (await k.invoiceOf(admin, '2026-09', world.b.id)).id;
  for (const id of [ids.a, ids.b]) await k.ok(admin, 'POST', `/api/invoices/${id}/issue`);
  await k.run(admin, '2026-10');
  ids.draft = (await k.invoiceOf(admin, '2026-10', world.a.id)).id;
});

type Who = { authorization: string };
const pdf = async (who: Who, id: number) => {
  const res = await k.call(who, 'GET', `/api/invoices/${id}/invoice.pdf`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, text: (await pdfText(res.rawPayload)).replace(/\s+/g, ' ') };
};
const einvoice = (who: Who, id: number) => k.call(who, 'GET', `/api/invoices/${id}/einvoice.json`);

const expectAll = (text: string, strings: string[]) => {
  for (const s of strings) expect(text, s).toContain(s);
};

describe('the tax invoice PDF', () => {
  it('prints both parties, the lines with their tax, deposits apart, totals and words (same state)', async () => {
    const { res, text } = await pdf(admin, ids.a);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-26-27-000001.pdf"');
    expectAll(text, [
      'TAX INVOICE',
      'Invoice No: INV/26-27/000001',
      'Invoice date: 15 Nov 2026',
      'Billing month: September 2026',
      'Place of supply: 27-Maharashtra',
      ORG.name,
      ORG.address,
      `GSTIN: ${ORG.gstin}`,
      'State: Maharashtra (code 27)',
      A.companyName,
      `GSTIN: ${A_GSTIN}`,
      ids.serialA,
      '997319',
      '₹300.00 ₹100.00 18% ₹9.00 ₹9.00',
      'Deposits and refunds (not taxable)',
      '₹1,500.00',
      'Taxable value: ₹100.00',
      'CGST: ₹9.00',
      'SGST: ₹9.00',
      'Non-taxable (deposits, refunds): ₹1,500.00',
      'Round-off: ₹0.00',
      'Total: ₹1,618.00',
      'Amount in words: Rupees One Thousand Six Hundred Eighteen Only',
      'Payment terms: 15 days from the invoice date; due date: 30 Nov 2026.',
      `For ${ORG.name}`,
      'Authorised signatory',
    ]);
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('DRAFT');
  });

  it('prints IGST for a distributor in another state', async () => {
    const { text } = await pdf(admin, ids.b);
    expectAll(text, [
      'Place of supply: 29-Karnataka',
      `GSTIN: ${B_GSTIN}`,
      'State: Karnataka (code 29)',
      '₹300.00 ₹100.00 18% ₹18.00',
      'IGST: ₹18.00',
      'Total: ₹1,618.00',
    ]);
    expect(text).not.toMatch(/[CS]GST:/);
  });

  it('marks a draft DRAFT, without a number; the distributor cannot see it', async () => {
    const { res, text } = await pdf(admin, ids.draft);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${ids.draft}-draft.pdf"`,
    );
    expectAll(text, ['TAX INVOICE (DRAFT)', 'Invoice No: DRAFT', 'Billing month: October 2026']);
    expect(text).not.toMatch(/INV\//);
    expect(text).toContain('due date set when issued');
    const hidden = await k.call(distA, 'GET', `/api/invoices/${ids.draft}/invoice.pdf`);
    expect(hidden.statusCode).toBe(404);
  });

  it("is the distributor's own: another's is 404, a retailer 403", async () => {
    await pdf(distA, ids.a);
    expect((await k.call(distB, 'GET', `/api/invoices/${ids.a}/invoice.pdf`)).statusCode).toBe(404);
    expect((await k.call(retA, 'GET', `/api/invoices/${ids.a}/invoice.pdf`)).statusCode).toBe(403);
  });
});

/** An issued invoice of A written directly: its lines [kind, amount, cgst] and figures. */
async function issuedOfA(number: string, lines: [string, number, number][], totalPaise: number) {
  const taxable = lines.filter(([kind]) => kind === 'RENT');
  const sum = (list: [string, number, number][], i: 1 | 2) => list.reduce((s, l) => s + l[i], 0);
  const [inv] = await readRows<{ id: number }>(
    t.database.db,
    sql`insert into invoices (status, number, distributor_id, month, supplier_state_code,
          place_of_supply, same_state, taxable_paise, non_taxable_paise, cgst_paise, sgst_paise,
          igst_paise, round_off_paise, total_paise, payment_terms_days, issued_on, due_date)
        values ('ISSUED', ${number}, ${world.a.id}, '2026-08-01', '27', '27-Maharashtra', true,
          ${sum(taxable, 1)}, ${sum(lines, 1) - sum(taxable, 1)}, ${sum(lines, 2)}, ${sum(lines, 2)},
          0, 0, ${totalPaise}, 15, '2026-11-01', '2026-11-16')
        returning id`,
  );
  for (const [kind, amount, cgst] of lines)
    await t.database.db.execute(
      sql`insert into invoice_lines (invoice_id, kind, serial_number, description, rate_paise,
            amount_paise, taxable, gst_rate_percent, sac_code, cgst_paise, sgst_paise, igst_paise)
          values (${inv!.id}, ${kind}, 'SN-1', ${`${kind} line`}, ${amount}, ${amount},
            ${kind === 'RENT'}, 18, '997319', ${cgst}, ${cgst}, 0)`,
    );
  return inv!.id;
}

describe('the e-invoice JSON (INV-01 v1.1)', () => {
  it('exports an issued invoice: the schema holds, deposits are an other charge', async () => {
    const res = await einvoice(distA, ids.a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-26-27-000001.json"');
    const body = EInvoice.parse(res.json());
    expect(body).toEqual({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
      DocDtls: { Typ: 'INV', No: 'INV/26-27/000001', Dt: '15/11/2026' },
      SellerDtls: {
        Gstin: ORG.gstin,
        LglNm: ORG.name,
        Addr1: ORG.address,
        Loc: 'Mumbai',
        Pin: 400069,
        Stcd: '27',
      },
      BuyerDtls: {
        Gstin: A_GSTIN,
        LglNm: A.companyName,
        Addr1: A.address,
        Loc: 'Pune',
        Pin: 411004,
        Stcd: '27',
        Pos: '27',
        Ph: '919876543210',
        Em: expect.stringContaining('@'),
      },
      ItemList: [
        {
          SlNo: '1',
          PrdDesc: expect.stringContaining(ids.serialA),
          IsServc: 'Y',
          HsnCd: '997319',
          Qty: 1,
          Unit: 'NOS',
          UnitPrice: 100,
          TotAmt: 100,
          AssAmt: 100,
          GstRt: 18,
          IgstAmt: 0,
          CgstAmt: 9,
          SgstAmt: 9,
          TotItemVal: 118,
        },
      ],
      ValDtls: {
        AssVal: 100,
        CgstVal: 9,
        SgstVal: 9,
        IgstVal: 0,
        OthChrg: 1500,
        RndOffAmt: 0,
        TotInvVal: 1618,
      },
    });
  });

  it('exports IGST across states', async () => {
    const res = await einvoice(admin, ids.b);
    expect(res.statusCode, res.body).toBe(200);
    const body = EInvoice.parse(res.json());
    expect(body.BuyerDtls).toMatchObject({ Gstin: B_GSTIN, Stcd: '29', Pos: '29', Pin: 560001 });
    expect(body.ItemList[0]).toMatchObject({
      IgstAmt: 18,
      CgstAmt: 0,
      SgstAmt: 0,
      TotItemVal: 118,
    });
    expect(body.ValDtls).toMatchObject({ IgstVal: 18, TotInvVal: 1618 });
  });

  it('takes refunds beyond the deposits off as a discount', async () => {
    // ₹2,000 rent + ₹360 GST - ₹1,500 refund = ₹860.00.
    const id = await issuedOfA(
      'INV/26-27/900001',
      [
        ['RENT', 200000, 18000],
        ['DEPOSIT_REFUND', -150000, 0],
      ],
      86000,
    );
    const res = await einvoice(admin, id);
    expect(res.statusCode, res.body).toBe(200);
    const body = EInvoice.parse(res.json());
    expect(body.ValDtls).toEqual({
      AssVal: 2000,
      CgstVal: 180,
      SgstVal: 180,
      IgstVal: 0,
      Discount: 1500,
      RndOffAmt: 0,
      TotInvVal: 860,
    });
  });

  it("is the distributor's own: another's is 404, a draft too, a retailer 403", async () => {
    expect((await einvoice(distB, ids.a)).statusCode).toBe(404);
    expect((await einvoice(distA, ids.draft)).statusCode).toBe(404);
    expect((await einvoice(retA, ids.a)).statusCode).toBe(403);
  });

  /** Changes what the issued invoice copied of its distributor (migration 0024). */
  const copied = (id: number, patch: Record<string, unknown>) =>
    t.database.db.execute(
      sql`update invoices set buyer = buyer || ${JSON.stringify(patch)}::jsonb where id = ${id}`,
    );

  it('keeps the distributor as the invoice was issued to it: a later change is not on it', async () => {
    await k.distributor(world.a.id, { ...A, companyName: 'Renamed Later Pvt Ltd' }, null);
    const res = await einvoice(admin, ids.a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().BuyerDtls).toMatchObject({ Gstin: A_GSTIN, LglNm: A.companyName });
    await k.distributor(world.a.id, A, A_GSTIN);
  });

  it('refuses what cannot be an e-invoice, each with its code', async () => {
    const depositOnly = await issuedOfA('INV/26-27/900002', [['DEPOSIT', 150000, 0]], 150000);
    const negative = await issuedOfA(
      'INV/26-27/900003',
      [
        ['RENT', 10000, 900],
        ['DEPOSIT_REFUND', -150000, 0],
      ],
      -138200,
    );
    const cases: [string, () => Promise<unknown>, number, object, () => Promise<unknown>][] = [
      [
        'a draft',
        async () => {},
        ids.draft,
        { code: 'einvoice_invoice_not_issued', params: { status: 'DRAFT' } },
        async () => {},
      ],
      [
        'a distributor without a GSTIN when it was issued',
        () => copied(ids.a, { gstin: null }),
        ids.a,
        { code: 'einvoice_buyer_gstin_missing' },
        () => copied(ids.a, { gstin: A_GSTIN }),
      ],
      [
        'a distributor without a PIN code when it was issued',
        () => copied(ids.a, { pinCode: null }),
        ids.a,
        { code: 'einvoice_party_incomplete', params: { party: 'buyer', field: 'Pin' } },
        () => copied(ids.a, { pinCode: A.pinCode }),
      ],
      [
        // The PIN is the organisation's field: the six digits in its address are not read.
        'an organisation without a PIN code',
        () => k.organisation({ ...ORG, pinCode: null }),
        ids.a,
        { code: 'einvoice_party_incomplete', params: { party: 'supplier', field: 'Pin' } },
        () => k.organisation(ORG),
      ],
      [
        'only deposits',
        async () => {},
        depositOnly,
        { code: 'einvoice_nothing_taxable' },
        async () => {},
      ],
      [
        'a total below zero',
        async () => {},
        negative,
        { code: 'einvoice_negative_total' },
        async () => {},
      ],
    ];
    for (const [name, before, id, answer, after] of cases) {
      await before();
      const res = await einvoice(admin, id);
      expect(res.statusCode, name).toBe(409);
      expect(res.json(), name).toMatchObject(answer);
      await after();
    }
  });

  it('a cancelled invoice has no e-invoice; its PDF names the credit note', async () => {
    await k.ok(admin, 'POST', `/api/invoices/${ids.b}/cancel`, { reason: 'Wrong rate' });
    const res = await einvoice(admin, ids.b);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'einvoice_invoice_not_issued',
      params: { status: 'CANCELLED' },
    });
    const { text } = await pdf(distB, ids.b);
    expect(text).toContain(
      'CANCELLED by credit note CN/26-27/000001 of 15 Nov 2026 for ₹1,618.00: Wrong rate',
    );
  });
});
