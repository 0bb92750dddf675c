import { amountInWords, formatRupees, type CreditNoteLine } from '@dd/contract';
import { form, newPdf } from '../../documents';
import { english } from '../../../lib/texts';
import type { CreditNoteDocument } from '../credit-notes/document';
import {
  day,
  figures,
  numberFileName,
  partyLines,
  sentence,
  signature,
  tableTitle,
} from './document-parts';

type Doc = PDFKit.PDFDocument;

/** The PDF's file name: 'CN-26-27-000001'. */
export const creditNoteFileName = (data: CreditNoteDocument) => numberFileName(data.note.number);

/** A line as printed: the device and what was credited, or a share of a group of lines. */
const lineText = (l: CreditNoteLine) =>
  l.serialNumber ? `${l.serialNumber}: ${l.description}` : l.description;

function header(doc: Doc, { note }: CreditNoteDocument): number {
  return form.pageHeading(
    doc,
    english('pdf.creditNote.title'),
    english('pdf.creditNote.subtitle'),
    [
      english('pdf.creditNote.number', { number: note.number }),
      english('pdf.creditNote.date', { date: day(note.issuedOn) }),
      english('pdf.creditNote.against', {
        number: note.invoiceNumber,
        date: day(note.invoiceIssuedOn),
      }),
      english('pdf.billing.placeOfSupply', {
        place: note.placeOfSupply ?? english('pdf.billing.notKnown'),
      }),
    ],
  );
}

/** The taxable lines credited, with the tax reversed: CGST and SGST within the state, else IGST. */
function taxableTable(doc: Doc, lines: CreditNoteLine[], intra: boolean, y: number): number {
  const tax: form.Column[] = intra
    ? [
        { title: english('pdf.tax.cgst'), width: 70 },
        { title: english('pdf.tax.sgst'), width: 70 },
      ]
    : [{ title: english('pdf.tax.igst'), width: 110 }];
  const columns: form.Column[] = [
    { title: '#', width: 20 },
    { title: english('pdf.column.description'), width: intra ? 191 : 221, fit: 'wrap' },
    { title: english('pdf.column.sac'), width: 50 },
    { title: english('pdf.column.gst'), width: 34 },
    { title: english('pdf.column.taxable'), width: 80 },
    ...tax,
  ];
  const rows = lines.map((l, i) => [
    String(i + 1),
    lineText(l),
    l.sacCode,
    `${l.gstRatePercent}%`,
    formatRupees(l.amountPaise),
    ...(intra
      ? [formatRupees(l.cgstPaise), formatRupees(l.sgstPaise)]
      : [formatRupees(l.igstPaise)]),
  ]);
  return form.drawTable(
    doc,
    columns,
    rows,
    tableTitle(doc, english('pdf.creditNote.taxableTitle'), y),
  );
}

/** Deposits credited: not a supply, no tax, apart. */
function nonTaxableTable(doc: Doc, lines: CreditNoteLine[], y: number): number {
  const columns: form.Column[] = [
    { title: '#', width: 20 },
    { title: english('pdf.column.description'), width: form.W - 120, fit: 'wrap' },
    { title: english('pdf.column.amount'), width: 100 },
  ];
  const rows = lines.map((l, i) => [String(i + 1), lineText(l), formatRupees(l.amountPaise)]);
  return form.drawTable(
    doc,
    columns,
    rows,
    tableTitle(doc, english('pdf.creditNote.nonTaxableTitle'), y),
  );
}

function totals(doc: Doc, { note, intraState }: CreditNoteDocument, y: number): number {
  const tax: [string, number][] = intraState
    ? [
        [english('pdf.tax.cgst'), note.cgstPaise],
        [english('pdf.tax.sgst'), note.sgstPaise],
      ]
    : [[english('pdf.tax.igst'), note.igstPaise]];
  const cy = figures(
    doc,
    [
      [english('pdf.total.taxableValue'), note.taxablePaise],
      ...tax,
      [english('pdf.creditNote.nonTaxable'), note.nonTaxablePaise],
      [english('pdf.total.roundOff'), note.roundOffPaise],
      [english('pdf.total.total'), note.amountPaise, true],
    ],
    y,
  );
  return sentence(
    doc,
    english('pdf.total.inWords', { words: amountInWords(note.amountPaise) }),
    cy + 6,
  );
}

/**
 * The credit note (A4, section 34 and rule 53): its number and date, the invoice it reduces,
 * both parties, the lines credited with the tax reversed, deposits apart, totals, the amount in
 * words, the reason, the signature.
 */
export async function renderCreditNote(data: CreditNoteDocument): Promise<Buffer> {
  const { note } = data;
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: form.M,
    bufferPages: true,
    info: { Title: english('pdf.creditNote.docTitle', { number: note.number }) },
  });
  let y = form.partyHalves(
    doc,
    header(doc, data),
    [english('pdf.billing.supplier'), partyLines(data.supplier, english('pdf.party.orgNotSet'))],
    [english('pdf.billing.recipient'), partyLines(data.recipient, '')],
  );
  y += 14;
  const taxable = note.lines.filter((l) => l.taxable);
  const other = note.lines.filter((l) => !l.taxable);
  if (taxable.length > 0) y = taxableTable(doc, taxable, data.intraState, y) + 10;
  if (other.length > 0) y = nonTaxableTable(doc, other, y) + 10;
  y = totals(doc, data, y);
  y = sentence(
    doc,
    english('pdf.creditNote.reason', { reason: note.reason }),
    form.room(doc, y + 4, 40),
    false,
  );
  signature(doc, data.supplier.name, y);
  form.pageNumbers(doc, note.number);
  doc.end();
  return done;
}
