import { formatRupees, type Allocation, type Payout } from '@dd/contract';
import { day, tableTitle } from './document-parts';
import { form, drawLine } from '../../documents';
import { PAYMENT_METHOD_WORDS } from '../../../lib/code-words';
import { english } from '../../../lib/texts';

type Doc = PDFKit.PDFDocument;

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
      { title: english('pdf.settled.invoice'), width: 170 },
      { title: english('pdf.column.date'), width: 95 },
      { title: english('pdf.settled.state'), width: 100 },
      { title: english('pdf.column.amount'), width: form.W - 365 },
    ];
    const rows = settled.allocations.map((a) => [
      a.invoiceNumber,
      day(a.allocatedOn),
      english(a.reversedAt ? 'pdf.settled.reversed' : 'pdf.settled.applied'),
      formatRupees(a.amountPaise),
    ]);
    cy =
      form.drawTable(doc, columns, rows, tableTitle(doc, english('pdf.settled.invoices'), cy)) + 10;
  }
  if (settled.payouts.length > 0) {
    const columns: form.Column[] = [
      { title: english('pdf.settled.payout'), width: 125 },
      { title: english('pdf.settled.paidOn'), width: 80 },
      { title: english('pdf.settled.method'), width: 60 },
      { title: english('pdf.settled.reference'), width: form.W - 365, fit: 'cut' },
      { title: english('pdf.column.amount'), width: 100 },
    ];
    const rows = settled.payouts.map((p) => [
      p.number,
      day(p.paidOn),
      PAYMENT_METHOD_WORDS[p.method],
      p.reference,
      formatRupees(p.amountPaise),
    ]);
    cy =
      form.drawTable(doc, columns, rows, tableTitle(doc, english('pdf.settled.paidOut'), cy)) + 10;
  }
  if (settled.allocations.length === 0 && settled.payouts.length === 0) {
    cy = form.room(doc, cy, 20);
    drawLine(doc, english('pdf.settled.nothing'), form.M, cy, { size: 9 });
    cy += 16;
  }
  return cy;
}
