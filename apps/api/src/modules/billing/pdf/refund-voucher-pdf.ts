import { amountInWords, formatRupees } from '@dd/contract';
import { form, newPdf } from '../../documents';
import type { RefundVoucherDocument } from '../refund-vouchers/document';
import {
  day,
  draftMark,
  figures,
  monthText,
  numberFileName,
  partyLines,
  sentence,
  signature,
  tableTitle,
} from './document-parts';
import { settlementTables } from './settlement-tables';

type Doc = PDFKit.PDFDocument;

/** The PDF's file name: 'RV-26-27-000001', a draft's 'refund-voucher-12-draft'. */
export const refundVoucherFileName = ({ voucher }: RefundVoucherDocument) =>
  voucher.number ? numberFileName(voucher.number) : `refund-voucher-${voucher.id}-draft`;

function header(doc: Doc, { voucher }: RefundVoucherDocument): number {
  const draft = voucher.status === 'DRAFT';
  return form.pageHeading(
    doc,
    draft ? 'REFUND VOUCHER (DRAFT)' : 'REFUND VOUCHER',
    'Refund of security deposits; not a supply, no GST',
    [
      `Voucher No: ${voucher.number ?? 'DRAFT'}`,
      voucher.issuedOn ? `Voucher date: ${day(voucher.issuedOn)}` : '',
      `Month: ${monthText(voucher.month)}`,
    ].filter(Boolean),
  );
}

/** A line per device whose deposit goes back. */
function linesTable(doc: Doc, { voucher }: RefundVoucherDocument, y: number): number {
  const columns: form.Column[] = [
    { title: '#', width: 24 },
    { title: 'Serial number', width: 150 },
    { title: 'Description', width: form.W - 274, fit: 'wrap' },
    { title: 'Amount', width: 100 },
  ];
  const rows = voucher.lines.map((l, i) => [
    String(i + 1),
    l.serialNumber,
    l.description,
    formatRupees(l.amountPaise),
  ]);
  return form.drawTable(doc, columns, rows, tableTitle(doc, 'Deposits refunded', y));
}

/**
 * The refund voucher (A4): the deposits a distributor is owed back for devices that left it, a
 * line per device, the total and its words, and what settled it so far (set against invoices,
 * paid out). Not a tax invoice: a refundable deposit is no supply. A draft says DRAFT.
 */
export async function renderRefundVoucher(data: RefundVoucherDocument): Promise<Buffer> {
  const { voucher } = data;
  const label = voucher.number ?? 'DRAFT';
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: form.M,
    bufferPages: true,
    info: { Title: `Refund voucher ${label}` },
  });
  let y = form.partyHalves(
    doc,
    header(doc, data),
    ['PAID BY', partyLines(data.payer, 'Organisation name not set')],
    ['DISTRIBUTOR', partyLines(data.distributor, '')],
  );
  y = linesTable(doc, data, y + 14) + 4;
  y = figures(doc, [['Total', voucher.amountPaise, true]], y);
  y = sentence(doc, `Amount in words: ${amountInWords(voucher.amountPaise)}`, y + 6);
  if (voucher.status !== 'DRAFT') {
    y = settlementTables(doc, voucher, y + 10);
    y = figures(doc, [['Not yet settled', voucher.unappliedPaise, true]], y - 8);
  }
  signature(doc, data.payer.name, y);
  form.pageNumbers(doc, label);
  if (voucher.status === 'DRAFT') draftMark(doc);
  doc.end();
  return done;
}
