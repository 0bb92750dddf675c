import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { date, integer } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { conflict } from '../../../lib/http-errors';
import { organisationRow } from '../../organisation';
import { firstDay, monthBounds, refuseOpenMonth } from '../months';
import type { Gstr1Document, Gstr1Input, Gstr1Note, TaxGroup } from './gstr1-build';
import {
  creditNoteLines,
  creditNotes,
  distributors,
  invoiceLines,
  invoices,
} from '../../../db/schema';

/** An invoice or a credit note (`value` in paise). */
const docRow = z.object({
  id: integer,
  number: z.string(),
  date: date,
  gstin: z.string().nullable(),
  pos: z.string(),
  value: integer,
});
type DocRow = z.output<typeof docRow>;
/** A credit note, with its invoice's value and date. */
const noteRow = docRow.extend({ invoice_value: integer, invoice_date: date });
/** A document's taxable lines of one SAC and rate, summed in paise. */
const groupRow = z.object({
  doc: integer,
  sac: z.string(),
  rate: integer,
  taxable: integer,
  cgst: integer,
  sgst: integer,
  igst: integer,
});
type GroupRow = z.output<typeof groupRow>;

/**
 * A document's value (`val`): its total as printed, deposits (no supply, but on the document)
 * and round-off included, as the e-invoice's TotInvVal; on an old invoice whose returned deposits
 * took its total below the supply, the supply's value (taxable value and tax).
 */
const valueSql = (t: string) =>
  sql.raw(`CASE WHEN ${t}.non_taxable_paise >= 0 THEN ${t}.total
                ELSE ${t}.taxable_paise + ${t}.cgst_paise + ${t}.sgst_paise + ${t}.igst_paise END`);

/** Issued invoices (cancelled ones too: their credit notes report the cancel) by issue date. */
const invoicesSql = (first: string, next: string) => sql`
  SELECT i.id, i.number, i.issued_on::text AS date,
         coalesce(i.buyer->>'gstin', d.gst_number) AS gstin,
         coalesce(left(i.place_of_supply, 2), i.supplier_state_code) AS pos,
         (${valueSql('i')})::text AS value
    FROM (SELECT *, total_paise AS total FROM ${invoices}) i
    JOIN ${distributors} d ON d.id = i.distributor_id
   WHERE i.status <> 'DRAFT' AND i.issued_on >= ${first}::date AND i.issued_on < ${next}::date
   ORDER BY i.number`;

const invoiceGroupsSql = (first: string, next: string) => sql`
  SELECT l.invoice_id AS doc, l.sac_code AS sac, l.gst_rate_percent AS rate,
         sum(l.amount_paise)::text AS taxable, sum(l.cgst_paise)::text AS cgst,
         sum(l.sgst_paise)::text AS sgst, sum(l.igst_paise)::text AS igst
    FROM ${invoiceLines} l JOIN ${invoices} i ON i.id = l.invoice_id
   WHERE l.taxable AND i.status <> 'DRAFT'
     AND i.issued_on >= ${first}::date AND i.issued_on < ${next}::date
   GROUP BY 1, 2, 3`;

/** Credit notes by their date, with the place, recipient, value and date of their invoice. */
const notesSql = (first: string, next: string) => sql`
  SELECT c.id, c.number, c.issued_on::text AS date,
         coalesce(c.buyer->>'gstin', d.gst_number) AS gstin,
         coalesce(left(i.place_of_supply, 2), i.supplier_state_code) AS pos,
         (${valueSql('c')})::text AS value, (${valueSql('i')})::text AS invoice_value,
         i.issued_on::text AS invoice_date
    FROM (SELECT *, amount_paise AS total FROM ${creditNotes}) c
    JOIN (SELECT *, total_paise AS total FROM ${invoices}) i ON i.id = c.invoice_id
    JOIN ${distributors} d ON d.id = c.distributor_id
   WHERE c.issued_on >= ${first}::date AND c.issued_on < ${next}::date
   ORDER BY c.number`;

const noteGroupsSql = (first: string, next: string) => sql`
  SELECT l.credit_note_id AS doc, l.sac_code AS sac, l.gst_rate_percent AS rate,
         sum(l.amount_paise)::text AS taxable, sum(l.cgst_paise)::text AS cgst,
         sum(l.sgst_paise)::text AS sgst, sum(l.igst_paise)::text AS igst
    FROM ${creditNoteLines} l JOIN ${creditNotes} c ON c.id = l.credit_note_id
   WHERE l.taxable AND c.issued_on >= ${first}::date AND c.issued_on < ${next}::date
   GROUP BY 1, 2, 3`;

function groupsByDoc(list: GroupRow[]): Map<number, TaxGroup[]> {
  const out = new Map<number, TaxGroup[]>();
  for (const g of list) {
    const { doc, ...group } = g;
    out.set(doc, [...(out.get(doc) ?? []), group satisfies TaxGroup]);
  }
  return out;
}

const documentOf = (r: DocRow, groups: Map<number, TaxGroup[]>): Gstr1Document => ({
  number: r.number,
  date: r.date,
  gstin: r.gstin?.trim() || null,
  pos: r.pos,
  valuePaise: r.value,
  groups: groups.get(r.id) ?? [],
});

/**
 * What GSTR-1 of `month` reports (a closed month only: 409 billing_month_open, as the run; our
 * organisation without a GSTIN: 409 gstr1_supplier_gstin_missing). Documents with nothing
 * taxable (only deposits) are no supply: they are left out.
 */
export async function loadGstr1(db: Executor, month: string, now: Date): Promise<Gstr1Input> {
  refuseOpenMonth(month, now);
  const org = await organisationRow(db);
  const gstin = org.gstin?.trim();
  if (!gstin) throw conflict('gstr1_supplier_gstin_missing', 'The organisation has no GSTIN');
  const first = firstDay(month);
  const { next } = monthBounds(month);
  const [issued, invoiceGroups, notes, noteGroups] = await Promise.all([
    rows(db, invoicesSql(first, next), docRow),
    rows(db, invoiceGroupsSql(first, next), groupRow).then(groupsByDoc),
    rows(db, notesSql(first, next), noteRow),
    rows(db, noteGroupsSql(first, next), groupRow).then(groupsByDoc),
  ]);
  const taxable = (d: Gstr1Document) => d.groups.length > 0;
  return {
    gstin,
    month,
    invoices: issued.map((r) => documentOf(r, invoiceGroups)).filter(taxable),
    notes: notes
      .map(
        (r): Gstr1Note => ({
          ...documentOf(r, noteGroups),
          invoiceValuePaise: r.invoice_value,
          invoiceDate: r.invoice_date,
        }),
      )
      .filter(taxable),
  };
}
