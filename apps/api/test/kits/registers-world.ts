import { beforeAll, expect } from 'vitest';
import { refundVouchers } from '../../src/db/schema';
import { createDistributor, createRetailer } from '../app';
import { useTestApp } from '../use-app';
import { india, useMailingTestApp } from '../use-smtp';
import { billingKit, POS_PLAN } from './billing';

type Auth = { authorization: string };
type RegisterType =
  | 'invoice-register'
  | 'credit-note-register'
  | 'refund-voucher-register'
  | 'payment-register'
  | 'tds-register';
type RegisterPreview = {
  fields: { key: string; header: string; kind: string }[];
  rows: Record<string, unknown>[];
  total: number;
};
type Json = Record<string, unknown> & { id: number };

const IST = (day: string) => `${day}T00:00:00+05:30`;

/** POS_PLAN with a ₹15,000.00 activation commission, so two activations pass TDS's threshold. */
const PLAN = { ...POS_PLAN, activationCommissionPaise: 1_500_000, monthlyCommissionPaise: 0 };

/**
 * The registers' world, every document made through the API on the India day the clock says
 * (timeline below), our GSTIN in Maharashtra (27):
 * - A (GSTIN 27AAPFA1234A1Z5, Maharashtra: CGST + SGST) had a device from 21 August to
 *   11 September: August's invoice INV/26-27/000001 (₹1,626.00), September's INV/26-27/000003
 *   (₹118.00, cancelled) and refund voucher RV/26-27/000001 (the ₹1,500.00 deposit back);
 * - B (no GSTIN, Karnataka: IGST) has a device since 1 August: August's INV/26-27/000002
 *   (₹1,854.00), paid with an advance; September's invoice stays a draft, and a draft refund
 *   voucher of B's lies in the database: neither is in a register;
 * - payments, a reversal, credit notes by lines and a cancellation, the refund voucher set against
 *   A's August invoice; commission statements approved (A's September one within TDS's
 *   threshold, B's at its certificate's 0.5%, A's October one past the threshold at 2%), and
 *   two payouts of A's October statement.
 * The clock ends at 20 November 2026, 10:00 in India (`at` moves it).
 */
export function useRegistersWorld(o: { mail?: boolean } = {}) {
  const clock = { now: india('09-05', '10:00') };
  const at = (day: string, time = '10:00') => {
    clock.now = india(day, time);
  };
  const now = () => clock.now;
  // With `mail`, the app sends its email to the file's own SMTP server (scheduled reports).
  const { t, smtp } = o.mail ? useMailingTestApp({ now }) : { t: useTestApp({ now }), smtp: null };
  const admin = t.signIn('admin');
  const k = billingKit(t);
  const ids = {} as Record<'a' | 'b' | 'ra' | 'rb', number>;
  const docs = {} as Record<
    | 'invAug'
    | 'invBAug'
    | 'invSep'
    | 'invBSepDraft'
    | 'voucher'
    | 'voucherBDraft'
    | 'cnA'
    | 'cnB'
    | 'cnCancel'
    | 'payA1'
    | 'payB1'
    | 'payA2'
    | 'csASep'
    | 'csBSep'
    | 'csAOct',
    number
  >;

  const post = (url: string, body: unknown = {}, status = 200) =>
    k.ok(admin, 'POST', url, body, status) as Promise<Record<string, Json>>;
  const pay = async (invoiceId: number, body: Record<string, unknown>) =>
    (await post(`/api/invoices/${invoiceId}/payments`, body, 201)).payment!.id;
  const creditRent = async (invoiceId: number, reason: string) => {
    const { invoice } = await k.ok(admin, 'GET', `/api/invoices/${invoiceId}`);
    const rent = invoice.lines.find((l: { kind: string }) => l.kind === 'RENT');
    const made = await post(
      `/api/invoices/${invoiceId}/credit-notes`,
      { lineIds: [rent.id], reason },
      201,
    );
    return made.creditNote!.id;
  };
  const device = async (distributorId: number, from: string, to?: string) => {
    const m = await k.machine('REG');
    await k.period({ machineId: m.id, distributorId, from: IST(from), to: to ? IST(to) : null });
  };
  const activation = async (distributorId: number, retailerId: number, activatedOn: string) => {
    const m = await k.machine('REG-ACT');
    const heldFrom = `${activatedOn.slice(0, 7)}-01`;
    await k.activated({ machineId: m.id, distributorId, retailerId, heldFrom, activatedOn });
  };
  const approve = async (month: string, distributorId: number) =>
    (await post('/api/billing/commissions/approve', { month, distributorId }, 201)).statement!
      .approval as unknown as Json;

  beforeAll(async () => {
    const a = await createDistributor(t.database, { name: 'Asha Traders' });
    const b = await createDistributor(t.database, { name: 'Bharat Mobiles' });
    ids.a = a.id;
    ids.b = b.id;
    ids.ra = (await createRetailer(t.database, a.id)).id;
    ids.rb = (await createRetailer(t.database, b.id)).id;
    await k.places('27ABCDE1234F1Z5', [
      { id: a.id, gstin: '27AAPFA1234A1Z5' },
      { id: b.id, state: 'Karnataka' },
    ]);
    const { plan } = await k.ok(admin, 'POST', '/api/billing/plans', PLAN, 201);
    await device(a.id, '2026-08-21', '2026-09-11');
    await device(b.id, '2026-08-01');

    // 5 September: August's run; A's invoice is issued first, then B's.
    await k.run(admin, '2026-08');
    docs.invAug = (await k.invoiceOf(admin, '2026-08', a.id, 'DRAFT')).id;
    docs.invBAug = (await k.invoiceOf(admin, '2026-08', b.id, 'DRAFT')).id;
    await post(`/api/invoices/${docs.invAug}/issue`);
    await post(`/api/invoices/${docs.invBAug}/issue`);
    at('09-15');
    docs.payA1 = await pay(docs.invAug, {
      amountPaise: 100000,
      method: 'UPI',
      reference: 'UTR-A1',
      paidOn: '2026-09-15',
    });
    at('09-25');
    // ₹2,000.00 on a ₹1,854.00 invoice: ₹146.00 kept as B's advance.
    docs.payB1 = await pay(docs.invBAug, {
      amountPaise: 200000,
      method: 'NEFT',
      reference: 'UTR-B1',
      paidOn: '2026-09-25',
      keepExcessAsAdvance: true,
    });

    // 5 October: September's run; A's invoice and refund voucher issued, B's invoice left a draft.
    at('10-05');
    const sept = await k.run(admin, '2026-09');
    expect(sept.refundVoucherIds).toHaveLength(1);
    docs.voucher = sept.refundVoucherIds[0];
    docs.invSep = (await k.invoiceOf(admin, '2026-09', a.id, 'DRAFT')).id;
    docs.invBSepDraft = (await k.invoiceOf(admin, '2026-09', b.id, 'DRAFT')).id;
    await post(`/api/invoices/${docs.invSep}/issue`);
    await post(`/api/refund-vouchers/${docs.voucher}/issue`);
    at('10-06');
    docs.payA2 = await pay(docs.invAug, {
      amountPaise: 20000,
      method: 'CHEQUE',
      reference: 'CHQ-000123',
      paidOn: '2026-10-06',
    });
    at('10-10');
    docs.cnA = await creditRent(docs.invAug, 'Rent billed for days in repair');
    // B's invoice is paid: the note stays unapplied.
    docs.cnB = await creditRent(docs.invBAug, 'Wrong rate');
    // 00:30 in India is still 11 October in UTC: the reversal is dated the 12th.
    at('10-12', '00:30');
    await post(`/api/payments/${docs.payA2}/reverse`, { reason: 'Cheque bounced' });
    at('10-14');
    await post(`/api/invoices/${docs.invSep}/cancel`, { reason: 'Billed in error' });
    const { invoice: cancelled } = await k.ok(admin, 'GET', `/api/invoices/${docs.invSep}`);
    docs.cnCancel = cancelled.creditNotes[0].id;
    at('10-20');
    await post(
      '/api/billing/allocations',
      { sourceType: 'REFUND_VOUCHER', sourceId: docs.voucher, invoiceId: docs.invAug },
      201,
    );
    // A draft as a run leaves it (never a document: no register lists it).
    const [draft] = await t.database.db
      .insert(refundVouchers)
      .values({ distributorId: b.id, month: '2026-10-01', amountPaise: 150000 })
      .returning({ id: refundVouchers.id });
    docs.voucherBDraft = draft!.id;

    // Commissions: B has a lower-deduction certificate at 0.5%.
    await k.ok(admin, 'PUT', `/api/distributors/${b.id}/billing`, {
      plans: [{ machineType: 'POS', planId: plan.id }],
      tdsCertificateRateBp: 50,
      tdsCertificateNumber: 'LDC-B-0001',
    });
    await activation(a.id, ids.ra, '2026-09-05');
    await activation(a.id, ids.ra, '2026-10-08');
    await activation(b.id, ids.rb, '2026-09-03');
    await activation(b.id, ids.rb, '2026-09-04');
    at('10-15');
    docs.csASep = (await approve('2026-09', a.id)).id;
    docs.csBSep = (await approve('2026-09', b.id)).id;
    at('11-16');
    docs.csAOct = (await approve('2026-10', a.id)).id;
    at('11-18');
    const payout = (amountPaise: number, method: string, reference: string, paidOn: string) =>
      post(
        '/api/billing/payouts',
        { sourceType: 'COMMISSION', sourceId: docs.csAOct, amountPaise, method, reference, paidOn },
        201,
      );
    await payout(400000, 'NEFT', 'NEFT-CS-1', '2026-11-17');
    await payout(100000, 'IMPS', 'IMPS-CS-2', '2026-11-18');
    at('11-20');
  });

  /** GET /reports/{type}{query} as `who`. */
  const get = (who: Auth, type: RegisterType, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/reports/${type}${query}`, headers: who });
  return {
    t,
    smtp,
    /** Moves the clock to a day of 2026 ('MM-DD') in India. */
    at,
    admin,
    ids,
    docs,
    get,
    /** The register's preview (200, checked) as `who`. */
    async preview(who: Auth, type: RegisterType, query = '') {
      const res = await get(who, type, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as RegisterPreview;
    },
    /** GET /reports/{type}/export in `format`, as `who`. */
    file: (who: Auth, type: RegisterType, format: 'csv' | 'excel', query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/reports/${type}/export?format=${format}${query}`,
        headers: who,
      }),
    distA: t.signIn('distributor', () => ({ distributorId: ids.a })),
    distB: t.signIn('distributor', () => ({ distributorId: ids.b })),
    retailer: t.signIn('retailer', () => ({ retailerId: ids.ra })),
  };
}
