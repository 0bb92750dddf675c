import { b2cLargeLimitPaise, Gstr1 } from '@dd/contract';
import { sameState } from '../same-state';

/** The taxable lines of a document of one SAC and rate, summed (paise). */
export type TaxGroup = {
  sac: string;
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

/** An issued tax invoice or credit note of the period, as GSTR-1 reports it (paise). */
export type Gstr1Document = {
  number: string;
  /** Its date, YYYY-MM-DD. */
  date: string;
  /** The recipient's GSTIN (the distributor's): registered (B2B) or not (B2C). */
  gstin: string | null;
  /** The place of supply's state code ('27'). */
  pos: string;
  /** What GSTR-1 reports as its value (`val`). */
  valuePaise: number;
  groups: TaxGroup[];
};

/** A credit note, with the value and date of the invoice it reduces (B2C large or small). */
export type Gstr1Note = Gstr1Document & { invoiceValuePaise: number; invoiceDate: string };

export type Gstr1Input = {
  /** Our GSTIN: the return's, and its state the supplier's. */
  gstin: string;
  /** The tax period, YYYY-MM. */
  month: string;
  invoices: Gstr1Document[];
  notes: Gstr1Note[];
};

/**
 * Paise as the portal's rupees. Every sum is made in integer paise first; this one division of an
 * integer gives the double nearest to the two-decimal amount, which JSON prints exactly so.
 */
const rupees = (paise: number) => paise / 100;
/** '2026-10-05' -> '05-10-2026'. */
const portalDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** The document's groups merged per rate: one item each, numbered as the portal wants. */
function byRate(groups: TaxGroup[]) {
  const rates = new Map<number, TaxGroup>();
  for (const g of groups) {
    const r = rates.get(g.rate) ?? { ...g, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    r.taxable += g.taxable;
    r.cgst += g.cgst;
    r.sgst += g.sgst;
    r.igst += g.igst;
    rates.set(g.rate, r);
  }
  return [...rates.values()].sort((a, b) => a.rate - b.rate);
}

const registeredItems = (d: Gstr1Document) =>
  byRate(d.groups).map((g, i) => ({
    num: i + 1,
    itm_det: {
      txval: rupees(g.taxable),
      rt: g.rate,
      iamt: rupees(g.igst),
      camt: rupees(g.cgst),
      samt: rupees(g.sgst),
      csamt: 0,
    },
  }));

const unregisteredItems = (d: Gstr1Document) =>
  byRate(d.groups).map((g, i) => ({
    num: i + 1,
    itm_det: { txval: rupees(g.taxable), rt: g.rate, iamt: rupees(g.igst), csamt: 0 },
  }));

/** Items grouped under a key (a GSTIN, a place of supply), in the key's order. */
function grouped<T>(
  docs: Gstr1Document[],
  key: (d: Gstr1Document) => string,
  row: (d: Gstr1Document) => T,
) {
  const out = new Map<string, T[]>();
  for (const d of docs) out.set(key(d), [...(out.get(key(d)) ?? []), row(d)]);
  return [...out.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** Sums per key: B2C small (place, rate) and HSN (tab, SAC, rate), credit notes taken off. */
class Totals {
  readonly rows = new Map<string, TaxGroup & { key: string[] }>();
  add(key: string[], g: TaxGroup, sign: 1 | -1) {
    const k = key.join('|');
    const r = this.rows.get(k) ?? { ...g, key, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    r.taxable += sign * g.taxable;
    r.cgst += sign * g.cgst;
    r.sgst += sign * g.sgst;
    r.igst += sign * g.igst;
    this.rows.set(k, r);
  }
  /** The rows that are not all zero, by key. */
  list() {
    return [...this.rows.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, r]) => r)
      .filter((r) => r.taxable || r.cgst || r.sgst || r.igst);
  }
}

/** B2C large: inter-state, to an unregistered person, above the threshold of its date. */
const isLarge = (home: string, pos: string, valuePaise: number, day: string) =>
  !sameState(pos, home) && valuePaise > b2cLargeLimitPaise(day);

const hsnRow = (r: TaxGroup, i: number) => ({
  num: i + 1,
  hsn_sc: r.sac,
  // Services (SAC 99...) have no quantity: the portal's UQC "NA".
  uqc: 'NA',
  qty: 0,
  rt: r.rate,
  txval: rupees(r.taxable),
  iamt: rupees(r.igst),
  camt: rupees(r.cgst),
  samt: rupees(r.sgst),
  csamt: 0,
});

/** Table 13: each series' first and last number of the period and how many (none cancelled). */
function docIssue(invoices: Gstr1Document[], notes: Gstr1Document[]) {
  const series = (nature: number, docs: Gstr1Document[]) => {
    const numbers = docs.map((d) => d.number).sort();
    if (numbers.length === 0) return [];
    const n = numbers.length;
    const docsRow = {
      num: 1,
      from: numbers[0]!,
      to: numbers[n - 1]!,
      totnum: n,
      cancel: 0,
      net_issue: n,
    };
    return [{ doc_num: nature, docs: [docsRow] }];
  };
  return { doc_det: [...series(1, invoices), ...series(5, notes)] };
}

/**
 * A month's GSTR-1 (issue #49): invoices to a GSTIN in B2B, the others in B2C large or small;
 * credit notes to a GSTIN in CDNR, those of a B2C large invoice in CDNUR, the others taken off B2C
 * small; the HSN summary net of credit notes. Validated with the contract's schema: a failure is
 * our bug (500), never the caller's.
 */
export function buildGstr1(input: Gstr1Input): Gstr1 {
  const home = input.gstin.slice(0, 2);
  const small = new Totals();
  const hsn = new Totals();
  const split = input.month >= '2025-05';
  const tab = (d: Gstr1Document) => (split && d.gstin ? 'b2b' : split ? 'b2c' : 'all');
  const b2b: Gstr1Document[] = [];
  const b2cl: Gstr1Document[] = [];
  for (const d of input.invoices) {
    d.groups.forEach((g) => hsn.add([tab(d), g.sac, String(g.rate)], g, 1));
    if (d.gstin) b2b.push(d);
    else if (isLarge(home, d.pos, d.valuePaise, d.date)) b2cl.push(d);
    else d.groups.forEach((g) => small.add([d.pos, String(g.rate)], g, 1));
  }
  const cdnr: Gstr1Note[] = [];
  const cdnur: Gstr1Note[] = [];
  for (const n of input.notes) {
    n.groups.forEach((g) => hsn.add([tab(n), g.sac, String(g.rate)], g, -1));
    const value = Math.max(n.valuePaise, n.invoiceValuePaise);
    if (n.gstin) cdnr.push(n);
    else if (isLarge(home, n.pos, value, n.invoiceDate)) cdnur.push(n);
    else n.groups.forEach((g) => small.add([n.pos, String(g.rate)], g, -1));
  }
  const hsnRows = hsn.list();
  const hsnOf = (which: string) => hsnRows.filter((r) => r.key[0] === which).map(hsnRow);
  const built = {
    gstin: input.gstin,
    fp: `${input.month.slice(5, 7)}${input.month.slice(0, 4)}`,
    b2b: grouped(
      b2b,
      (d) => d.gstin!,
      (d) => ({
        inum: d.number,
        idt: portalDate(d.date),
        val: rupees(d.valuePaise),
        pos: d.pos,
        rchrg: 'N',
        inv_typ: 'R',
        itms: registeredItems(d),
      }),
    ).map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: grouped(
      b2cl,
      (d) => d.pos,
      (d) => ({
        inum: d.number,
        idt: portalDate(d.date),
        val: rupees(d.valuePaise),
        itms: unregisteredItems(d),
      }),
    ).map(([pos, inv]) => ({ pos, inv })),
    b2cs: small.list().map((r) => {
      const intra = sameState(r.key[0] ?? null, home);
      return {
        sply_ty: intra ? 'INTRA' : 'INTER',
        pos: r.key[0],
        typ: 'OE',
        rt: r.rate,
        txval: rupees(r.taxable),
        ...(intra ? { camt: rupees(r.cgst), samt: rupees(r.sgst) } : { iamt: rupees(r.igst) }),
        csamt: 0,
      };
    }),
    cdnr: grouped(
      cdnr,
      (d) => d.gstin!,
      (d) => ({
        ntty: 'C',
        nt_num: d.number,
        nt_dt: portalDate(d.date),
        pos: d.pos,
        rchrg: 'N',
        inv_typ: 'R',
        val: rupees(d.valuePaise),
        itms: registeredItems(d),
      }),
    ).map(([ctin, nt]) => ({ ctin, nt })),
    cdnur: cdnur.map((d) => ({
      typ: 'B2CL',
      ntty: 'C',
      nt_num: d.number,
      nt_dt: portalDate(d.date),
      pos: d.pos,
      val: rupees(d.valuePaise),
      itms: unregisteredItems(d),
    })),
    hsn: split ? { hsn_b2b: hsnOf('b2b'), hsn_b2c: hsnOf('b2c') } : { data: hsnOf('all') },
    doc_issue: docIssue(input.invoices, input.notes),
  };
  // Empty sections are left out, as the portal's own files do.
  const sections = Object.fromEntries(
    Object.entries(built).filter(([, v]) => !Array.isArray(v) || v.length > 0),
  );
  const checked = Gstr1.safeParse(sections);
  if (!checked.success)
    throw new Error(
      `The GSTR-1 of ${input.month} breaks the schema: ${JSON.stringify(checked.error.issues)}`,
    );
  return checked.data;
}
