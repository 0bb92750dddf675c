import { formatRupees } from '@dd/contract';
import { form, drawBlock, drawLine, textWidth } from '../../documents';
import { english } from '../../../lib/texts';
import type { InvoiceParty } from '../invoices/document';

/** The parts the billing documents share (tax invoice, credit note, refund voucher). */
type Doc = PDFKit.PDFDocument;

/** An India date 'YYYY-MM-DD' as the forms print it: 15 Nov 2026. */
export const day = (d: string) => form.dateText(new Date(`${d}T12:00:00+05:30`));

/** 'YYYY-MM' as the documents print it: September 2026. */
export const monthText = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month.slice(0, 7)}-01T00:00:00Z`),
  );

/** A document number as a file name: 'CN/26-27/000001' -> 'CN-26-27-000001'. */
export const numberFileName = (number: string) => number.replace(/\//g, '-');

const stateLine = (p: InvoiceParty) =>
  p.stateCode
    ? english('pdf.party.state', { name: p.stateName ?? '', code: p.stateCode })
    : english('pdf.party.stateNotKnown');

/** A party's lines in its box: name, address, GSTIN, state with its code, phone. */
export const partyLines = (p: InvoiceParty, fallback: string) =>
  [
    p.name || fallback,
    p.address,
    english('pdf.party.gstin', { gstin: p.gstin || english('pdf.party.unregistered') }),
    stateLine(p),
    p.phone ? english('pdf.party.phone', { phone: p.phone }) : '',
  ].filter(Boolean);

/** Label and figure per line at the right, the bold ones bold; answers the y below them. */
export function figures(doc: Doc, list: [string, number, boolean?][], y: number): number {
  let cy = form.room(doc, y + 8, list.length * 14 + 40);
  const right = form.M + form.W;
  for (const [label, paise, bold] of list) {
    const figure = formatRupees(paise);
    drawLine(doc, `${label}:`, right - 260, cy, { size: 9, bold });
    drawLine(doc, figure, right - textWidth(doc, figure, { size: 9, bold }), cy, { size: 9, bold });
    cy += 14;
  }
  return cy;
}

/** A bold sentence across the page (amount in words, a reason); answers the y below it. */
export const sentence = (doc: Doc, text: string, y: number, bold = true) =>
  drawBlock(doc, text, form.M, y, form.W, { size: 9, bold });

/** "For <organisation>" over "Authorised signatory", at the right. */
export function signature(doc: Doc, organisation: string, y: number) {
  const cy = form.room(doc, y + 10, 70);
  const x = form.M + form.W - 200;
  const name = organisation || english('pdf.billing.theSupplier');
  drawLine(doc, english('pdf.billing.for', { name }), x, cy, { size: 9, bold: true });
  form.signatureLine(doc, english('pdf.billing.signatory'), x, cy + 45);
}

/** A DRAFT's pages say so across them, so no one takes one for the issued document. */
export function draftMark(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let p = 0; p < range.count; p++) {
    doc.switchToPage(range.start + p);
    doc.save();
    doc.rotate(-35, { origin: [297, 420] });
    drawLine(doc, english('pdf.billing.draft'), 150, 380, {
      size: 110,
      bold: true,
      color: '#dddddd',
    });
    doc.restore();
  }
}

/** A small heading over a table; answers where the table starts. */
export function tableTitle(doc: Doc, title: string, y: number): number {
  const top = form.room(doc, y, 60);
  drawLine(doc, title, form.M, top, { size: 9, bold: true });
  return top + 14;
}
