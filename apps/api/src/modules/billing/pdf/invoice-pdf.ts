import { amountInWords, formatRupees, type InvoiceLine } from '@dd/contract';
import { form, drawBlock, drawLine, newPdf } from '../../documents';
import { english } from '../../../lib/texts';
import type { InvoiceDocument } from '../invoices/document';
import {
  day,
  draftMark,
  figures,
  monthText,
  numberFileName,
  partyLines,
  sentence,
  signature,
} from './document-parts';

type Doc = PDFKit.PDFDocument;

/** The number a document is known by: a draft has none. */
const invoiceLabel = (doc: InvoiceDocument) => doc.invoice.number ?? english('pdf.billing.draft');

/** The PDF's file name: 'INV-26-27-000001', a draft's 'invoice-12-draft'. */
export const invoiceFileName = (doc: InvoiceDocument) =>
  doc.invoice.number ? numberFileName(doc.invoice.number) : `invoice-${doc.invoice.id}-draft`;

function header(doc: Doc, data: InvoiceDocument): number {
  const { invoice } = data;
  const draft = invoice.status === 'DRAFT';
  return form.pageHeading(
    doc,
    english(draft ? 'pdf.invoice.titleDraft' : 'pdf.invoice.title'),
    english(draft ? 'pdf.invoice.subtitleDraft' : 'pdf.invoice.subtitle'),
    [
      english('pdf.invoice.number', { number: invoiceLabel(data) }),
      invoice.issuedOn ? english('pdf.invoice.date', { date: day(invoice.issuedOn) }) : '',
      english('pdf.invoice.month', { month: monthText(invoice.month) }),
      english('pdf.billing.placeOfSupply', {
        place: invoice.placeOfSupply ?? english('pdf.billing.notKnown'),
      }),
    ].filter(Boolean),
  );
}

function parties(doc: Doc, data: InvoiceDocument, top: number): number {
  return form.partyHalves(
    doc,
    top,
    [english('pdf.billing.supplier'), partyLines(data.supplier, english('pdf.party.orgNotSet'))],
    [english('pdf.billing.recipient'), partyLines(data.recipient, '')],
  );
}

/** Taxable lines: CGST and SGST within the state, IGST across (the invoice's own split). */
function taxableTable(doc: Doc, lines: InvoiceLine[], intra: boolean, y: number): number {
  const tax: form.Column[] = intra
    ? [
        { title: english('pdf.tax.cgst'), width: 62 },
        { title: english('pdf.tax.sgst'), width: 62 },
      ]
    : [{ title: english('pdf.tax.igst'), width: 96 }];
  const columns: form.Column[] = [
    { title: '#', width: 20 },
    { title: english('pdf.invoice.deviceAndService'), width: intra ? 145 : 165, fit: 'wrap' },
    { title: english('pdf.column.sac'), width: 42 },
    { title: english('pdf.invoice.days'), width: 30 },
    { title: english('pdf.invoice.rate'), width: 58 },
    { title: english('pdf.column.taxable'), width: intra ? 62 : 70 },
    { title: english('pdf.column.gst'), width: 34 },
    ...tax,
  ];
  const rows = lines.map((l, i) => [
    String(i + 1),
    `${l.serialNumber}: ${l.description}`,
    l.sacCode,
    l.days === null ? '' : String(l.days),
    formatRupees(l.ratePaise),
    formatRupees(l.amountPaise),
    `${l.gstRatePercent}%`,
    ...(intra
      ? [formatRupees(l.cgstPaise), formatRupees(l.sgstPaise)]
      : [formatRupees(l.igstPaise)]),
  ]);
  return form.drawTable(doc, columns, rows, y);
}

/** Deposits and refunds: not a supply, no tax, shown apart. */
function nonTaxableTable(doc: Doc, lines: InvoiceLine[], y: number): number {
  drawLine(doc, english('pdf.invoice.nonTaxableTitle'), form.M, y, { size: 9, bold: true });
  const columns: form.Column[] = [
    { title: '#', width: 20 },
    { title: english('pdf.invoice.device'), width: form.W - 120, fit: 'wrap' },
    { title: english('pdf.column.amount'), width: 100 },
  ];
  const rows = lines.map((l, i) => [
    String(i + 1),
    `${l.serialNumber}: ${l.description}`,
    formatRupees(l.amountPaise),
  ]);
  return form.drawTable(doc, columns, rows, y + 14);
}

/** The totals at the right, label and figure per line; answers the y below them. */
function totals(doc: Doc, data: InvoiceDocument, y: number): number {
  const { invoice: inv } = data;
  const intra = data.intraState;
  const list: [string, number, boolean?][] = [
    [english('pdf.total.taxableValue'), inv.taxablePaise],
    ...(intra
      ? ([
          [english('pdf.tax.cgst'), inv.cgstPaise],
          [english('pdf.tax.sgst'), inv.sgstPaise],
        ] as [string, number][])
      : ([[english('pdf.tax.igst'), inv.igstPaise]] as [string, number][])),
    [english('pdf.invoice.nonTaxable'), inv.nonTaxablePaise],
    [english('pdf.total.roundOff'), inv.roundOffPaise],
    [english('pdf.total.total'), inv.totalPaise, true],
  ];
  return sentence(
    doc,
    english('pdf.total.inWords', { words: amountInWords(inv.totalPaise) }),
    figures(doc, list, y) + 6,
  );
}

function terms(doc: Doc, data: InvoiceDocument, y: number): number {
  const { invoice: inv } = data;
  let cy = form.room(doc, y + 8, 120);
  const days = data.paymentTermsDays;
  cy = drawBlock(
    doc,
    inv.dueDate
      ? english('pdf.invoice.terms', { days, date: day(inv.dueDate) })
      : english('pdf.invoice.termsNotIssued', { days }),
    form.M,
    cy,
    form.W,
    { size: 9 },
  );
  const note = inv.creditNote;
  if (inv.status === 'CANCELLED' && note)
    cy = drawBlock(
      doc,
      english('pdf.invoice.cancelled', {
        number: note.number,
        date: day(note.issuedOn),
        amount: formatRupees(note.amountPaise),
        reason: note.reason,
      }),
      form.M,
      cy + 4,
      form.W,
      { size: 9, bold: true },
    );
  return cy;
}

/** The GST tax invoice (A4): parties, the taxable lines, deposits apart, totals, terms. */
export async function renderInvoice(data: InvoiceDocument): Promise<Buffer> {
  const { invoice } = data;
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: form.M,
    bufferPages: true,
    info: { Title: english('pdf.invoice.docTitle', { number: invoiceLabel(data) }) },
  });
  const intra = data.intraState;
  let y = parties(doc, data, header(doc, data)) + 14;
  const taxable = invoice.lines.filter((l) => l.taxable);
  const other = invoice.lines.filter((l) => !l.taxable);
  if (taxable.length > 0) y = taxableTable(doc, taxable, intra, y) + 10;
  if (other.length > 0) y = nonTaxableTable(doc, other, form.room(doc, y, 60)) + 10;
  y = totals(doc, data, y);
  y = terms(doc, data, y);
  signature(doc, data.supplier.name, y);
  form.pageNumbers(doc, invoiceLabel(data));
  if (invoice.status === 'DRAFT') draftMark(doc);
  doc.end();
  return done;
}
