import { amountInWords, formatRupees } from '@dd/contract';
import { form, newPdf } from '../../documents';
import { english } from '../../../lib/texts';
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
    english(draft ? 'pdf.refundVoucher.titleDraft' : 'pdf.refundVoucher.title'),
    english('pdf.refundVoucher.subtitle'),
    [
      english('pdf.refundVoucher.number', {
        number: voucher.number ?? english('pdf.billing.draft'),
      }),
      voucher.issuedOn ? english('pdf.refundVoucher.date', { date: day(voucher.issuedOn) }) : '',
      english('pdf.refundVoucher.month', { month: monthText(voucher.month) }),
    ].filter(Boolean),
  );
}

/** A line per device whose deposit goes back. */
function linesTable(doc: Doc, { voucher }: RefundVoucherDocument, y: number): number {
  const columns: form.Column[] = [
    { title: '#', width: 24 },
    { title: english('pdf.column.serialNumber'), width: 150 },
    { title: english('pdf.column.description'), width: form.W - 274, fit: 'wrap' },
    { title: english('pdf.column.amount'), width: 100 },
  ];
  const rows = voucher.lines.map((l, i) => [
    String(i + 1),
    l.serialNumber,
    l.description,
    formatRupees(l.amountPaise),
  ]);
  return form.drawTable(
    doc,
    columns,
    rows,
    tableTitle(doc, english('pdf.refundVoucher.linesTitle'), y),
  );
}

/**
 * The refund voucher (A4): the deposits a distributor is owed back for devices that left it, a
 * line per device, the total and its words, and what settled it so far (set against invoices,
 * paid out). Not a tax invoice: a refundable deposit is no supply. A draft says DRAFT.
 */
export async function renderRefundVoucher(data: RefundVoucherDocument): Promise<Buffer> {
  const { voucher } = data;
  const label = voucher.number ?? english('pdf.billing.draft');
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: form.M,
    bufferPages: true,
    info: { Title: english('pdf.refundVoucher.docTitle', { label }) },
  });
  let y = form.partyHalves(
    doc,
    header(doc, data),
    [english('pdf.refundVoucher.paidBy'), partyLines(data.payer, english('pdf.party.orgNotSet'))],
    [english('pdf.refundVoucher.distributor'), partyLines(data.distributor, '')],
  );
  y = linesTable(doc, data, y + 14) + 4;
  y = figures(doc, [[english('pdf.total.total'), voucher.amountPaise, true]], y);
  y = sentence(
    doc,
    english('pdf.total.inWords', { words: amountInWords(voucher.amountPaise) }),
    y + 6,
  );
  if (voucher.status !== 'DRAFT') {
    y = settlementTables(doc, voucher, y + 10);
    y = figures(
      doc,
      [[english('pdf.refundVoucher.unsettled'), voucher.unappliedPaise, true]],
      y - 8,
    );
  }
  signature(doc, data.payer.name, y);
  form.pageNumbers(doc, label);
  if (voucher.status === 'DRAFT') draftMark(doc);
  doc.end();
  return done;
}
