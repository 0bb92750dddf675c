import { formatRupees, type Allocation, type Payout } from '@dd/contract';
import { day, tableTitle } from './document-parts';
import { form, drawLine } from '../../documents';

type Doc = PDFKit.PDFDocument;

const METHOD: Record<Payout['method'], string> = {
  UPI: 'UPI',
  NEFT: 'NEFT',
  RTGS: 'RTGS',
  IMPS: 'IMPS',
  CHEQUE: 'Cheque',
  CASH: 'Cash',
};

/**
 * What settled a credit so far (a refund voucher, an approved commission): the invoices it was
 * set against (a reversed one marked) and what was paid out of it; answers the y below them.
 */
export function settlementTables(
  doc: Doc,
  settled: { allocations: Allocation[]; payouts: Payout[] },
  y: number,
): number {
  let cy = y;
  if (settled.allocations.length > 0) {
    const columns: form.Column[] = [
      { title: 'Set against invoice', width: 170 },
      { title: 'Date', width: 95 },
      { title: 'State', width: 100 },
      { title: 'Amount', width: form.W - 365 },
    ];
    const rows = settled.allocations.map((a) => [
      a.invoiceNumber,
      day(a.allocatedOn),
      a.reversedAt ? 'Reversed' : 'Applied',
      formatRupees(a.amountPaise),
    ]);
    cy = form.drawTable(doc, columns, rows, tableTitle(doc, 'Set against invoices', cy)) + 10;
  }
  if (settled.payouts.length > 0) {
    const columns: form.Column[] = [
      { title: 'Payout', width: 125 },
      { title: 'Paid on', width: 80 },
      { title: 'Method', width: 60 },
      { title: 'Reference', width: form.W - 365, fit: 'cut' },
      { title: 'Amount', width: 100 },
    ];
    const rows = settled.payouts.map((p) => [
      p.number,
      day(p.paidOn),
      METHOD[p.method],
      p.reference,
      formatRupees(p.amountPaise),
    ]);
    cy = form.drawTable(doc, columns, rows, tableTitle(doc, 'Paid out', cy)) + 10;
  }
  if (settled.allocations.length === 0 && settled.payouts.length === 0) {
    cy = form.room(doc, cy, 20);
    drawLine(
      doc,
      'Nothing settled yet: not set against an invoice, nothing paid out.',
      form.M,
      cy,
      {
        size: 9,
      },
    );
    cy += 16;
  }
  return cy;
}
