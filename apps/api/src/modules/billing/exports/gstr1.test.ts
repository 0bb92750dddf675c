import { Gstr1 } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { integer } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { billingKit } from '../../../../test/kits/billing';
import { makeBooksMonth, movableClock, OUR_GSTIN } from '../../../../test/kits/books-month';
import { useTestApp } from '../../../../test/use-app';
import { creditNotes, invoices as invoicesTable, organisation } from '../../../db/schema';

const clock = movableClock('2026-10-10T06:00:00Z');

/** Rupees as the file has them, back to paise (every amount has at most two decimals). */
const paise = (rupees: number) => Math.round(rupees * 100);
type Det = { txval: number; iamt: number; camt?: number; samt?: number };
const sumOf = (dets: Det[]) =>
  dets.reduce(
    (s, d) => ({
      taxable: s.taxable + paise(d.txval),
      tax: s.tax + paise(d.iamt) + paise(d.camt ?? 0) + paise(d.samt ?? 0),
    }),
    { taxable: 0, tax: 0 },
  );

describe('GET /billing/gstr1: a closed month as the GST portal imports it', () => {
  const t = useTestApp({ now: clock.now });
  const admin = t.signIn('admin');
  const k = billingKit(t);
  let month: Awaited<ReturnType<typeof makeBooksMonth>>;

  /** What the database holds of October's documents of some distributors: taxable and tax. */
  const held = async (table: typeof invoicesTable | typeof creditNotes, ids: number[]) => {
    const [r] = await rows(
      t.database.db,
      sql`select coalesce(sum(taxable_paise), 0)::text as taxable,
                 coalesce(sum(cgst_paise + sgst_paise + igst_paise), 0)::text as tax
            from ${table}
           where distributor_id = any(${sql.param(ids)}::int[])
             and issued_on between '2026-10-01' and '2026-10-31'
             ${table === invoicesTable ? sql`and status <> 'DRAFT'` : sql``}`,
      z.object({ taxable: integer, tax: integer }),
    );
    return r!;
  };

  beforeAll(async () => {
    month = await makeBooksMonth(t, admin);
    clock.set('2026-11-05T06:00:00Z');
  });

  it('refuses an open month (409 billing_month_open) and an organisation without a GSTIN', async () => {
    const open = await k.call(admin, 'GET', '/api/billing/gstr1?month=2026-11');
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'billing_month_open', params: { month: '2026-11' } });
    await t.database.db.execute(sql`update ${organisation} set gstin = null where id = 1`);
    const none = await k.call(admin, 'GET', '/api/billing/gstr1?month=2026-10');
    await t.database.db.execute(sql`update ${organisation} set gstin = ${OUR_GSTIN} where id = 1`);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('gstr1_supplier_gstin_missing');
  });

  it("reports October's invoices and credit notes in their sections, with the month's totals", async () => {
    const res = await k.call(admin, 'GET', '/api/billing/gstr1?month=2026-10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1-${OUR_GSTIN}-102026.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const file = Gstr1.parse(res.json());
    expect(file).toMatchObject({ gstin: OUR_GSTIN, fp: '102026' });
    const { a, b, c, d, e } = month.parties;
    const inv = month.invoices;

    // B2B: A (in our state, CGST + SGST) and B (Gujarat, IGST), each invoice once.
    const b2b = file.b2b!.flatMap((p) => p.inv.map((i) => ({ ctin: p.ctin, ...i })));
    expect(b2b.map((i) => i.inum).sort()).toEqual(
      [inv.a08, inv.a09, inv.b08, inv.b09].map((i) => i!.number).sort(),
    );
    expect(new Set(b2b.filter((i) => i.pos === '24').map((i) => i.ctin))).toEqual(
      new Set([b.gstNumber]),
    );
    expect(sumOf(b2b.flatMap((i) => i.itms.map((m) => m.itm_det)))).toEqual(
      await held(invoicesTable, [a.id, b.id]),
    );
    // B2C large: E's September invoice (₹1.2 lakh rent, inter-state); small: C and D, net.
    expect(file.b2cl).toEqual([
      { pos: '24', inv: [expect.objectContaining({ inum: inv.e09!.number })] },
    ]);
    const large = sumOf(
      file.b2cl!.flatMap((g) => g.inv.flatMap((i) => i.itms.map((m) => m.itm_det))),
    );
    const [eInvoices, cdInvoices, cdNotes] = [
      await held(invoicesTable, [e.id]),
      await held(invoicesTable, [c.id, d.id]),
      await held(creditNotes, [c.id, d.id]),
    ];
    // E's August had no device: its only invoice is September's, all of it B2C large.
    expect(large).toEqual(eInvoices);
    expect(sumOf(file.b2cs!.map((r) => ({ ...r, iamt: r.iamt ?? 0 })))).toEqual({
      taxable: cdInvoices.taxable - cdNotes.taxable,
      tax: cdInvoices.tax - cdNotes.tax,
    });
    expect(file.b2cs!.map((r) => [r.sply_ty, r.pos])).toEqual([
      ['INTRA', '27'],
      ['INTER', '29'],
    ]);

    // Credit notes: B's to a GSTIN (CDNR), E's of a B2C large invoice (CDNUR).
    const cdnr = file.cdnr!.flatMap((p) => p.nt);
    expect(file.cdnr!.map((p) => p.ctin)).toEqual([b.gstNumber]);
    expect(sumOf(cdnr.flatMap((n) => n.itms.map((m) => m.itm_det)))).toEqual(
      await held(creditNotes, [b.id]),
    );
    expect(file.cdnur).toHaveLength(1);
    expect(sumOf(file.cdnur![0]!.itms.map((m) => m.itm_det))).toEqual(
      await held(creditNotes, [e.id]),
    );

    // HSN: the month's invoices less its credit notes, B2B and B2C apart; deposits are no supply.
    const all = [a.id, b.id, c.id, d.id, e.id];
    const [invoices, notes] = [await held(invoicesTable, all), await held(creditNotes, all)];
    expect('hsn_b2b' in file.hsn).toBe(true);
    const hsn = 'hsn_b2b' in file.hsn ? [...file.hsn.hsn_b2b, ...file.hsn.hsn_b2c] : [];
    expect(sumOf(hsn)).toEqual({
      taxable: invoices.taxable - notes.taxable,
      tax: invoices.tax - notes.tax,
    });
    expect(hsn.every((r) => r.hsn_sc === '997319' && r.uqc === 'NA')).toBe(true);
    // An invoice's value is its total: the deposits it collects included.
    const a08 = inv.a08!;
    expect(a08.nonTaxablePaise).toBeGreaterThan(0);
    expect(paise(b2b.find((i) => i.inum === a08.number)!.val)).toBe(a08.totalPaise);
    // Table 13: the nine invoices issued (C's cancelled one included) and four credit notes.
    expect(file.doc_issue!.doc_det.map((x) => [x.doc_num, x.docs[0]!.totnum])).toEqual([
      [1, 9],
      [5, 4],
    ]);
  });

  it('answers an empty month with its HSN summary only', async () => {
    const file = Gstr1.parse(await k.ok(admin, 'GET', '/api/billing/gstr1?month=2026-07'));
    expect(file).toEqual({
      gstin: OUR_GSTIN,
      fp: '072026',
      hsn: { hsn_b2b: [], hsn_b2c: [] },
      doc_issue: { doc_det: [] },
    });
  });
});
