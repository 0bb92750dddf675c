import { amountInWords, formatRupees, type InvoiceLine } from '@dd/contract';
import { form, drawBlock, drawLine, newPdf } from '../../documents';
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
const invoiceLabel = (doc: InvoiceDocument) => doc.invoice.number ?? 'DRAFT';

/** The PDF's file name: 'INV-26-27-000001', a draft's 'invoice-12-draft'. */
export const invoiceFileName = (doc: InvoiceDocument) =>
  doc.invoice.number ? numberFileName(doc.invoice.number) : `invoice-${doc.invoice.id}-draft`;

function header(doc: Doc, data: InvoiceDocument): number {
  const { invoice } = data;
  const draft = invoice.status === 'DRAFT';
  return form.pageHeading(
    doc,
    draft ? 'TAX INVOICE (DRAFT)' : 'TAX INVOICE',
    draft
      ? 'DRAFT: not issued, not numbered, not a tax invoice yet'
      : 'Original for recipient (Section 31, CGST Act 2017)',
    [
      draft ? 'Invoice No: DRAFT' : `Invoice No: ${invoice.number}`,
      invoice.issuedOn ? `Invoice date: ${day(invoice.issuedOn)}` : '',
      `Billing month: ${monthText(invoice.month)}`,
      `Place of supply: ${invoice.placeOfSupply ?? 'not known'}`,
    ].filter(Boolean),
  );
}

function parties(doc: Doc, data: InvoiceDocument, top: number): number {
  return form.partyHalves(
    doc,
    top,
    ['SUPPLIER', partyLines(data.supplier, 'Organisation name not set')],
    ['RECIPIENT (DISTRIBUTOR)', partyLines(data.recipient, '')],
  );
}

/** Taxable lines: CGST and SGST within the state, IGST across (the invoice's own split). */
function taxableTable(doc: Doc, lines: InvoiceLine[], intra: boolean, y: number): number {
  const tax: form.Column[] = intra
    ? [
        { title: 'CGST', width: 62 },
        { title: 'SGST', width: 62 },
      ]
    : [{ title: 'IGST', width: 96 }];
  const columns: form.Column[] = [
    { title: '#', width: 20 },
    { title: 'Device and service', width: intra ? 145 : 165, fit: 'wrap' },
    { title: 'SAC', width: 42 },
    { title: 'Days', width: 30 },
    { title: 'Rate/month', width: 58 },
    { title: 'Taxable', width: intra ? 62 : 70 },
    { title: 'GST', width: 34 },
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
  drawLine(doc, 'Deposits and refunds (not taxable)', form.M, y, { size: 9, bold: true });
  const columns: form.Column[] = [
    { title: '#', width: 20 },
    { title: 'Device', width: form.W - 120, fit: 'wrap' },
    { title: 'Amount', width: 100 },
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
    ['Taxable value', inv.taxablePaise],
    ...(intra
      ? ([
          ['CGST', inv.cgstPaise],
          ['SGST', inv.sgstPaise],
        ] as [string, number][])
      : ([['IGST', inv.igstPaise]] as [string, number][])),
    ['Non-taxable (deposits, refunds)', inv.nonTaxablePaise],
    ['Round-off', inv.roundOffPaise],
    ['Total', inv.totalPaise, true],
  ];
  return sentence(
    doc,
    `Amount in words: ${amountInWords(inv.totalPaise)}`,
    figures(doc, list, y) + 6,
  );
}

function terms(doc: Doc, data: InvoiceDocument, y: number): number {
  const { invoice: inv } = data;
  let cy = form.room(doc, y + 8, 120);
  const due = inv.dueDate ? `; due date: ${day(inv.dueDate)}` : '; due date set when issued';
  cy = drawBlock(
    doc,
    `Payment terms: ${data.paymentTermsDays} days from the invoice date${due}.`,
    form.M,
    cy,
    form.W,
    { size: 9 },
  );
  const note = inv.creditNote;
  if (inv.status === 'CANCELLED' && note)
    cy = drawBlock(
      doc,
      `CANCELLED by credit note ${note.number} of ${day(note.issuedOn)} for ${formatRupees(note.amountPaise)}: ${note.reason}`,
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
    info: { Title: `Tax invoice ${invoiceLabel(data)}` },
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
