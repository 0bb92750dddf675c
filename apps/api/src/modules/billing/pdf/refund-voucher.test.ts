import { formatRupees } from '@dd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingKit, POS_PLAN } from '../../../../test/kits/billing';
import { pdfText } from '../../../../test/pdf';
import { useTestApp, useTwoDistributors } from '../../../../test/use-app';

/** India's 15 November 2026: August and September are closed. */
const NOW = new Date('2026-11-15T06:00:00Z');
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

const t = useTestApp({ now: () => NOW });
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;
const k = billingKit(t);
const ids = {} as { voucher: number; september: number; serials: string[] };

type Who = { authorization: string };
const url = () => `/api/refund-vouchers/${ids.voucher}/refund-voucher.pdf`;
const pdf = async (who: Who) => {
  const res = await k.call(who, 'GET', url());
  expect(res.statusCode, res.body).toBe(200);
  return { res, text: (await pdfText(res.rawPayload)).replace(/\s+/g, ' ') };
};
const expectAll = (text: string, strings: string[]) => {
  for (const s of strings) expect(text, s).toContain(s);
};

beforeAll(async () => {
  await k.ok(admin, 'POST', '/api/billing/plans', POS_PLAN, 201);
  await k.organisation(ORG);
  await k.distributor(world.a.id, A, A_GSTIN);
  // Two devices came to A in August (₹1,500 deposit each, on August's issued invoice) and went
  // back to stock in September: September's run refunds both on a refund voucher.
  ids.serials = [];
  for (const [serial, back] of [
    ['RV-1', '2026-09-11'],
    ['RV-2', '2026-09-21'],
  ] as const) {
    const m = await k.machine(serial);
    ids.serials.push(m.serialNumber);
    await k.period({
      machineId: m.id,
      distributorId: world.a.id,
      from: IST('2026-08-21'),
      to: IST(back),
    });
  }
  await k.run(admin, '2026-08');
  const august = await k.invoiceOf(admin, '2026-08', world.a.id);
  await k.ok(admin, 'POST', `/api/invoices/${august.id}/issue`);
  const run = await k.run(admin, '2026-09');
  ids.voucher = run.refundVoucherIds[0];
  ids.september = (await k.invoiceOf(admin, '2026-09', world.a.id)).id;
});

describe('the refund voucher PDF', () => {
  it('marks a draft DRAFT, without a number; the distributor cannot see it', async () => {
    const { res, text } = await pdf(admin);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="refund-voucher-${ids.voucher}-draft.pdf"`,
    );
    expectAll(text, [
      'REFUND VOUCHER (DRAFT)',
      'Voucher No: DRAFT',
      'Month: September 2026',
      ...ids.serials,
      'Total: ₹3,000.00',
    ]);
    expect(text).not.toMatch(/RV\//);
    expect((await k.call(distA, 'GET', url())).statusCode).toBe(404);
  });

  it('prints the deposits returned, no GST, the total and words, and what settled it so far', async () => {
    await k.ok(admin, 'POST', `/api/refund-vouchers/${ids.voucher}/issue`);
    await k.ok(admin, 'POST', `/api/invoices/${ids.september}/issue`);
    // Set against September's invoice (its whole total), and ₹500 paid out by NEFT.
    const { allocations } = await k.ok(
      admin,
      'POST',
      '/api/billing/allocations',
      { sourceType: 'REFUND_VOUCHER', sourceId: ids.voucher, invoiceId: ids.september },
      201,
    );
    const setAgainst = allocations[0].amountPaise as number;
    await k.ok(
      admin,
      'POST',
      '/api/billing/payouts',
      {
        sourceType: 'REFUND_VOUCHER',
        sourceId: ids.voucher,
        amountPaise: 50000,
        method: 'NEFT',
        reference: 'UTR-RV-1',
        paidOn: '2026-11-15',
      },
      201,
    );
    const { res, text } = await pdf(distA);
    expect(res.headers['content-disposition']).toBe('attachment; filename="RV-26-27-000001.pdf"');
    expectAll(text, [
      'REFUND VOUCHER',
      'Refund of security deposits; not a supply, no GST',
      'Voucher No: RV/26-27/000001',
      'Voucher date: 15 Nov 2026',
      'Month: September 2026',
      ORG.name,
      A.companyName,
      `GSTIN: ${A_GSTIN}`,
      `${ids.serials[0]} Deposit refund`,
      `${ids.serials[1]} Deposit refund`,
      '₹1,500.00',
      'Total: ₹3,000.00',
      'Amount in words: Rupees Three Thousand Only',
      'Set against invoices',
      `INV/26-27/000002 15 Nov 2026 Applied ${formatRupees(setAgainst)}`,
      'Paid out',
      'PV/26-27/000001 15 Nov 2026 NEFT UTR-RV-1 ₹500.00',
      `Not yet settled: ${formatRupees(300000 - setAgainst - 50000)}`,
      `For ${ORG.name}`,
      'Authorised signatory',
    ]);
    expect(text).not.toMatch(/DRAFT|TAX INVOICE|CGST|IGST|Minus|-₹/);
  });

  it("is the distributor's own: another's is 404, a retailer 403", async () => {
    expect((await k.call(distB, 'GET', url())).statusCode).toBe(404);
    expect((await k.call(retA, 'GET', url())).statusCode).toBe(403);
  });
});
