import { amountInWords, formatRupees, type CreditNoteLine } from '@dd/contract';
import { form, newPdf } from '../../documents';
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
    'CREDIT NOTE',
    'Original for recipient (Section 34, CGST Act 2017)',
    [
      `Credit Note No: ${note.number}`,
      `Credit note date: ${day(note.issuedOn)}`,
      `Against invoice ${note.invoiceNumber} dated ${day(note.invoiceIssuedOn)}`,
      `Place of supply: ${note.placeOfSupply ?? 'not known'}`,
    ],
  );
}

/** The taxable lines credited, with the tax reversed: CGST and SGST within the state, else IGST. */
function taxableTable(doc: Doc, lines: CreditNoteLine[], intra: boolean, y: number): number {
  const tax: form.Column[] = intra
    ? [
        { title: 'CGST', width: 70 },
        { title: 'SGST', width: 70 },
      ]
    : [{ title: 'IGST', width: 110 }];
  const columns: form.Column[] = [
    { title: '#', width: 20 },
    { title: 'Description', width: intra ? 191 : 221, fit: 'wrap' },
    { title: 'SAC', width: 50 },
    { title: 'GST', width: 34 },
    { title: 'Taxable', width: 80 },
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
  return form.drawTable(doc, columns, rows, tableTitle(doc, 'Taxable value credited', y));
}

/** Deposits credited: not a supply, no tax, apart. */
function nonTaxableTable(doc: Doc, lines: CreditNoteLine[], y: number): number {
  const columns: form.Column[] = [
    { title: '#', width: 20 },
    { title: 'Description', width: form.W - 120, fit: 'wrap' },
    { title: 'Amount', width: 100 },
  ];
  const rows = lines.map((l, i) => [String(i + 1), lineText(l), formatRupees(l.amountPaise)]);
  return form.drawTable(doc, columns, rows, tableTitle(doc, 'Deposits (not taxable)', y));
}

function totals(doc: Doc, { note, intraState }: CreditNoteDocument, y: number): number {
  const tax: [string, number][] = intraState
    ? [
        ['CGST', note.cgstPaise],
        ['SGST', note.sgstPaise],
      ]
    : [['IGST', note.igstPaise]];
  const cy = figures(
    doc,
    [
      ['Taxable value', note.taxablePaise],
      ...tax,
      ['Non-taxable (deposits)', note.nonTaxablePaise],
      ['Round-off', note.roundOffPaise],
      ['Total', note.amountPaise, true],
    ],
    y,
  );
  return sentence(doc, `Amount in words: ${amountInWords(note.amountPaise)}`, cy + 6);
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
    info: { Title: `Credit note ${note.number}` },
  });
  let y = form.partyHalves(
    doc,
    header(doc, data),
    ['SUPPLIER', partyLines(data.supplier, 'Organisation name not set')],
    ['RECIPIENT (DISTRIBUTOR)', partyLines(data.recipient, '')],
  );
  y += 14;
  const taxable = note.lines.filter((l) => l.taxable);
  const other = note.lines.filter((l) => !l.taxable);
  if (taxable.length > 0) y = taxableTable(doc, taxable, data.intraState, y) + 10;
  if (other.length > 0) y = nonTaxableTable(doc, other, y) + 10;
  y = totals(doc, data, y);
  y = sentence(doc, `Reason: ${note.reason}`, form.room(doc, y + 4, 40), false);
  signature(doc, data.supplier.name, y);
  form.pageNumbers(doc, note.number);
  doc.end();
  return done;
}
