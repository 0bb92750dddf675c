import { sql } from 'drizzle-orm';
import { EInvoice } from '@dd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingKit, POS_PLAN } from '../../../../test/kits/billing';
import { pdfText } from '../../../../test/pdf';
import { useTestApp, useTwoDistributors } from '../../../../test/use-app';

/** The invoices are issued on India's 10 November 2026, the credit notes on the 15th. */
let clock = new Date('2026-11-10T06:00:00Z');
const IST = (day: string) => `${day}T00:00:00+05:30`;
const ORG = {
  name: 'Dhruv Digital Devices Pvt Ltd',
  address: '501 Shivalik Plaza, Andheri East, Mumbai 400069',
  pinCode: '400069',
  gstin: '27AAGCD1234K1ZQ',
};
const A = {
  companyName: 'Sharma Electronics Pvt Ltd',
  address: 'Shop 4, FC Road',
  city: 'Pune',
  pinCode: '411004',
};
const A_GSTIN = '27AAPFA1234A1ZZ';
const B = {
  companyName: 'Bengaluru Devices LLP',
  address: '12 MG Road',
  city: 'Bengaluru',
  pinCode: '560001',
};
const B_GSTIN = '29AABCB5678B1ZO';

const t = useTestApp({ now: () => clock });
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;
const k = billingKit(t);
const ids = {} as {
  invA: number;
  invB: number;
  rentA: number;
  depositA: number;
  serialA: string;
  /** A's note of its rent line; B's note of an amount; A's note of its deposit line. */
  byLines: number;
  byAmount: number;
  deposits: number;
};

type Who = { authorization: string };
const pdf = async (who: Who, id: number) => {
  const res = await k.call(who, 'GET', `/api/credit-notes/${id}/credit-note.pdf`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, text: (await pdfText(res.rawPayload)).replace(/\s+/g, ' ') };
};
const einvoice = (who: Who, id: number) =>
  k.call(who, 'GET', `/api/credit-notes/${id}/einvoice.json`);
const note = (invoiceId: number, body: object) =>
  k
    .ok(admin, 'POST', `/api/invoices/${invoiceId}/credit-notes`, body, 201)
    .then((b) => b.creditNote.id as number);
const expectAll = (text: string, strings: string[]) => {
  for (const s of strings) expect(text, s).toContain(s);
};

beforeAll(async () => {
  await k.ok(admin, 'POST', '/api/billing/plans', POS_PLAN, 201);
  await k.organisation(ORG);
  await k.distributor(world.a.id, A, A_GSTIN);
  await k.distributor(world.b.id, B, B_GSTIN);
  // One device each from 21 September: 10 of 30 days at ₹300 = ₹100.00, and its ₹1,500 deposit.
  const m1 = await k.machine('CN-A');
  const m2 = await k.machine('CN-B');
  ids.serialA = m1.serialNumber;
  await k.period({ machineId: m1.id, distributorId: world.a.id, from: IST('2026-09-21') });
  await k.period({ machineId: m2.id, distributorId: world.b.id, from: IST('2026-09-21') });
  await k.run(admin, '2026-09');
  const a = await k.invoiceOf(admin, '2026-09', world.a.id);
  const b = await k.invoiceOf(admin, '2026-09', world.b.id);
  ids.invA = a.id;
  ids.invB = b.id;
  ids.rentA = a.lines.find((l: { kind: string }) => l.kind === 'RENT').id;
  ids.depositA = a.lines.find((l: { kind: string }) => l.kind === 'DEPOSIT').id;
  for (const id of [ids.invA, ids.invB]) await k.ok(admin, 'POST', `/api/invoices/${id}/issue`);
  clock = new Date('2026-11-15T06:00:00Z');
  ids.byLines = await note(ids.invA, { lineIds: [ids.rentA], reason: 'Device returned early' });
  // ₹590 of B's ₹1,618: each group scaled by 590/1618, the rest a round-off.
  ids.byAmount = await note(ids.invB, { amountPaise: 59000, reason: 'Goodwill' });
  ids.deposits = await note(ids.invA, { lineIds: [ids.depositA], reason: 'Deposit waived' });
});

describe('the credit note PDF', () => {
  it('prints the note, the invoice it reduces, both parties, the lines with the tax reversed, totals and words', async () => {
    const { res, text } = await pdf(admin, ids.byLines);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="CN-26-27-000001.pdf"');
    expectAll(text, [
      'CREDIT NOTE',
      'Credit Note No: CN/26-27/000001',
      'Credit note date: 15 Nov 2026',
      'Against invoice INV/26-27/000001 dated 10 Nov 2026',
      'Place of supply: 27-Maharashtra',
      ORG.name,
      `GSTIN: ${ORG.gstin}`,
      'State: Maharashtra (code 27)',
      A.companyName,
      `GSTIN: ${A_GSTIN}`,
      ids.serialA,
      '997319 18% ₹100.00 ₹9.00 ₹9.00',
      'Taxable value: ₹100.00',
      'CGST: ₹9.00',
      'SGST: ₹9.00',
      'Non-taxable (deposits): ₹0.00',
      'Round-off: ₹0.00',
      'Total: ₹118.00',
      'Amount in words: Rupees One Hundred Eighteen Only',
      'Reason: Device returned early',
      `For ${ORG.name}`,
      'Authorised signatory',
    ]);
    expect(text).not.toContain('IGST');
    expect(text).not.toMatch(/Minus|-₹/);
  });

  it("prints an amount's note across states: IGST, the deposits' share apart, the round-off", async () => {
    const { res, text } = await pdf(admin, ids.byAmount);
    expect(res.headers['content-disposition']).toBe('attachment; filename="CN-26-27-000002.pdf"');
    // 10000 x 590/1618 = 3646.47 -> ₹36.46; IGST 1800 -> 656.37 -> ₹6.56; deposits 150000 ->
    // 54697.16 -> ₹546.97; together ₹589.99, so a round-off of 1 paisa makes ₹590.00.
    expectAll(text, [
      'Credit Note No: CN/26-27/000002',
      'Against invoice INV/26-27/000002 dated 10 Nov 2026',
      'Place of supply: 29-Karnataka',
      `GSTIN: ${B_GSTIN}`,
      'Credit of rent (SAC 997319, GST 18%) 997319 18% ₹36.46 ₹6.56',
      'Deposits (not taxable)',
      'Credit of deposits (not taxable) ₹546.97',
      'IGST: ₹6.56',
      'Non-taxable (deposits): ₹546.97',
      'Round-off: ₹0.01',
      'Total: ₹590.00',
      'Amount in words: Rupees Five Hundred Ninety Only',
      'Reason: Goodwill',
    ]);
    expect(text).not.toMatch(/[CS]GST:/);
    // The PDF prints the English words; the screens say them from the lines' keys.
    const detail = (await k.call(admin, 'GET', `/api/credit-notes/${ids.byAmount}`)).json();
    expect(detail.creditNote.lines.map((l: { phrase: unknown }) => l.phrase)).toEqual([
      { key: 'rentCredit', params: { sacCode: '997319', gstRatePercent: 18 } },
      { key: 'depositCredit', params: {} },
    ]);
  });

  it("is the distributor's own: another's is 404, a retailer 403", async () => {
    await pdf(distA, ids.byLines);
    const url = `/api/credit-notes/${ids.byLines}/credit-note.pdf`;
    expect((await k.call(distB, 'GET', url)).statusCode).toBe(404);
    expect((await k.call(retA, 'GET', url)).statusCode).toBe(403);
  });
});

describe("the credit note's e-invoice (INV-01 v1.1, CRN)", () => {
  it('exports its taxable lines with the invoice it reduces; the schema holds', async () => {
    const res = await einvoice(distA, ids.byLines);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="CN-26-27-000001.json"');
    const body = EInvoice.parse(res.json());
    expect(body).toEqual({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
      DocDtls: { Typ: 'CRN', No: 'CN/26-27/000001', Dt: '15/11/2026' },
      SellerDtls: {
        Gstin: ORG.gstin,
        LglNm: ORG.name,
        Addr1: ORG.address,
        Loc: 'Mumbai',
        Pin: 400069,
        Stcd: '27',
      },
      BuyerDtls: expect.objectContaining({
        Gstin: A_GSTIN,
        LglNm: A.companyName,
        Loc: 'Pune',
        Pin: 411004,
        Stcd: '27',
        Pos: '27',
      }),
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
      ValDtls: { AssVal: 100, CgstVal: 9, SgstVal: 9, IgstVal: 0, RndOffAmt: 0, TotInvVal: 118 },
      RefDtls: { PrecDocDtls: [{ InvNo: 'INV/26-27/000001', InvDt: '10/11/2026' }] },
    });
  });

  it("treats the deposits' share as the invoice's export does: an other charge", async () => {
    const res = await einvoice(admin, ids.byAmount);
    expect(res.statusCode, res.body).toBe(200);
    const body = EInvoice.parse(res.json());
    expect(body.DocDtls).toEqual({ Typ: 'CRN', No: 'CN/26-27/000002', Dt: '15/11/2026' });
    expect(body.ItemList).toEqual([
      expect.objectContaining({ AssAmt: 36.46, IgstAmt: 6.56, CgstAmt: 0, TotItemVal: 43.02 }),
    ]);
    expect(body.ValDtls).toEqual({
      AssVal: 36.46,
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: 6.56,
      OthChrg: 546.97,
      RndOffAmt: 0.01,
      TotInvVal: 590,
    });
    expect(body.RefDtls).toEqual({
      PrecDocDtls: [{ InvNo: 'INV/26-27/000002', InvDt: '10/11/2026' }],
    });
  });

  it('the schema wants a credit note to name its invoice, by a number the portal takes', async () => {
    const exported = (await einvoice(admin, ids.byLines)).json();
    const valid = (body: object) => EInvoice.safeParse(body).success;
    expect(valid(exported)).toBe(true);
    const { RefDtls: _ref, ...unnamed } = exported;
    expect(valid(unnamed)).toBe(false);
    const badNumber = { PrecDocDtls: [{ InvNo: '/INV', InvDt: '10/11/2026' }] };
    expect(valid({ ...exported, RefDtls: badNumber })).toBe(false);
  });

  it("is the distributor's own: another's is 404, a retailer 403", async () => {
    expect((await einvoice(distB, ids.byLines)).statusCode).toBe(404);
    expect((await einvoice(retA, ids.byLines)).statusCode).toBe(403);
  });

  /** Changes what the issued note copied of its distributor (migration 0024). */
  const copied = (id: number, patch: Record<string, unknown>) =>
    t.database.db.execute(
      sql`update credit_notes set buyer = buyer || ${JSON.stringify(patch)}::jsonb
           where id = ${id}`,
    );

  it('refuses what cannot be an e-invoice, each with its code', async () => {
    const cases: [string, () => Promise<unknown>, number, object, () => Promise<unknown>][] = [
      [
        'a note of deposits only',
        async () => {},
        ids.deposits,
        { code: 'einvoice_nothing_taxable' },
        async () => {},
      ],
      [
        'a distributor without a GSTIN when it was issued',
        () => copied(ids.byLines, { gstin: null }),
        ids.byLines,
        { code: 'einvoice_buyer_gstin_missing' },
        () => copied(ids.byLines, { gstin: A_GSTIN }),
      ],
      [
        'a distributor without a PIN code when it was issued',
        () => copied(ids.byLines, { pinCode: null }),
        ids.byLines,
        { code: 'einvoice_party_incomplete', params: { party: 'buyer', field: 'Pin' } },
        () => copied(ids.byLines, { pinCode: A.pinCode }),
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
});
