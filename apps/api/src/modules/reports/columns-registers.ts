import { BUSINESS_TIME_ZONE } from '@dd/contract';
import { sql, type Column } from 'drizzle-orm';
import {
  commissionStatements,
  creditNotes,
  invoices,
  payments,
  refundVouchers,
} from '../../db/schema';
import { coded, col } from './column';

/**
 * The columns of the registers of billing's documents (#49), in the same shape as the other
 * reports (columns.ts): `sql` over the register's FROM clause (sources-registers.ts), the
 * document's table unaliased, `d` its distributor, `i` a credit note's or payment's invoice, `po`
 * a commission statement's payouts. Amounts are paise, written as rupees (kind `rupees`).
 */

/** The distributor's name, and its GSTIN as the issued document copied it (migration 0024). */
const party = (t: typeof invoices | typeof creditNotes) =>
  [
    col('distributor', 'Distributor', 'text', sql`d.name`),
    col('gstin', 'GSTIN', 'text', sql`coalesce(${t.buyer}->>'gstin', d.gst_number)`),
  ] as const;
const distributorName = col('distributor', 'Distributor', 'text', sql`d.name`);

/** A document's GST figures: what a GSTR-1 return reads (taxable value and each tax). */
const gst = (t: typeof invoices | typeof creditNotes) => [
  col('taxablePaise', 'Taxable Value', 'rupees', sql`${t.taxablePaise}`),
  col('cgstPaise', 'CGST', 'rupees', sql`${t.cgstPaise}`),
  col('sgstPaise', 'SGST', 'rupees', sql`${t.sgstPaise}`),
  col('igstPaise', 'IGST', 'rupees', sql`${t.igstPaise}`),
  col('nonTaxablePaise', 'Non-Taxable (Deposits)', 'rupees', sql`${t.nonTaxablePaise}`),
  col('roundOffPaise', 'Round-Off', 'rupees', sql`${t.roundOffPaise}`),
];

/** A credit's amount, how much of it is set against invoices or paid out, and the rest. */
const credit = (t: typeof creditNotes | typeof refundVouchers) => [
  col('amountPaise', 'Amount', 'rupees', sql`${t.amountPaise}`),
  col('appliedPaise', 'Applied', 'rupees', sql`${t.appliedPaise}`),
  col(
    'unappliedPaise',
    'Unapplied',
    'rupees',
    sql`greatest(${t.amountPaise} - ${t.appliedPaise}, 0)`,
  ),
];

/** A document's billing month, 'YYYY-MM'. */
const month = (column: Column) => col('month', 'Month', 'text', sql`to_char(${column}, 'YYYY-MM')`);

export const REGISTER_COLUMNS = {
  'invoice-register': [
    col('id', 'ID', 'number', sql`${invoices.id}`),
    col('number', 'Invoice Number', 'text', sql`${invoices.number}`),
    col('date', 'Invoice Date', 'date', sql`${invoices.issuedOn}`),
    ...party(invoices),
    col('placeOfSupply', 'Place of Supply', 'text', sql`${invoices.placeOfSupply}`),
    month(invoices.month),
    ...gst(invoices),
    col('invoiceTotalPaise', 'Total', 'rupees', sql`${invoices.totalPaise}`),
    col('creditedPaise', 'Credited', 'rupees', sql`${invoices.creditedPaise}`),
    col('paidPaise', 'Paid', 'rupees', sql`${invoices.paidPaise}`),
    // Refund vouchers, commissions and credit notes set against it: total - paid - these = balance.
    col(
      'creditsAppliedPaise',
      'Credits Applied',
      'rupees',
      sql`${invoices.settledPaise} - ${invoices.paidPaise}`,
    ),
    col(
      'balancePaise',
      'Balance',
      'rupees',
      sql`CASE WHEN ${invoices.status} = 'CANCELLED' THEN 0 ELSE ${invoices.totalPaise} - ${invoices.settledPaise} END`,
    ),
    coded('status', 'Status', 'status', sql`${invoices.status}`),
    col('dueDate', 'Due Date', 'date', sql`${invoices.dueDate}`),
  ],
  'credit-note-register': [
    col('id', 'ID', 'number', sql`${creditNotes.id}`),
    col('number', 'Credit Note Number', 'text', sql`${creditNotes.number}`),
    col('date', 'Credit Note Date', 'date', sql`${creditNotes.issuedOn}`),
    ...party(creditNotes),
    col('invoiceNumber', 'Invoice Number', 'text', sql`i.number`),
    col('invoiceDate', 'Invoice Date', 'date', sql`i.issued_on`),
    coded('basis', 'Basis', 'creditNoteBasis', sql`${creditNotes.basis}`),
    ...gst(creditNotes),
    ...credit(creditNotes),
    col('reason', 'Reason', 'text', sql`${creditNotes.reason}`),
  ],
  'refund-voucher-register': [
    col('id', 'ID', 'number', sql`${refundVouchers.id}`),
    col('number', 'Refund Voucher Number', 'text', sql`${refundVouchers.number}`),
    col('date', 'Refund Voucher Date', 'date', sql`${refundVouchers.issuedOn}`),
    distributorName,
    month(refundVouchers.month),
    ...credit(refundVouchers),
    coded('status', 'Status', 'status', sql`${refundVouchers.status}`),
  ],
  'payment-register': [
    col('id', 'ID', 'number', sql`${payments.id}`),
    col('date', 'Payment Date', 'date', sql`${payments.paidOn}`),
    col('reference', 'Reference', 'text', sql`${payments.reference}`),
    coded('method', 'Method', 'paymentMethod', sql`${payments.method}`),
    distributorName,
    col('invoiceNumber', 'Invoice Number', 'text', sql`i.number`),
    col('amountPaise', 'Amount', 'rupees', sql`${payments.amountPaise}`),
    col('appliedPaise', 'Applied', 'rupees', sql`${payments.appliedPaise}`),
    // What is left of it as the distributor's advance; nothing once reversed.
    col(
      'advancePaise',
      'Advance',
      'rupees',
      sql`CASE WHEN ${payments.reversedAt} IS NULL THEN ${payments.amountPaise} - ${payments.appliedPaise} ELSE 0 END`,
    ),
    col(
      'reversedOn',
      'Reversed On',
      'date',
      sql`(${payments.reversedAt} AT TIME ZONE ${BUSINESS_TIME_ZONE})::date`,
    ),
    col('reverseReason', 'Reverse Reason', 'text', sql`${payments.reverseReason}`),
  ],
  'tds-register': [
    col('id', 'ID', 'number', sql`${commissionStatements.id}`),
    col('number', 'Statement Number', 'text', sql`${commissionStatements.number}`),
    // The day the commission was credited to the distributor's account, when TDS is deducted.
    col('date', 'Approved On (Credited)', 'date', sql`${commissionStatements.approvedOn}`),
    distributorName,
    // The payee's PAN as the statement copied it, else its GSTIN's characters 3 to 12 (a GSTIN
    // holds its holder's PAN).
    col(
      'pan',
      'PAN',
      'text',
      sql`coalesce(nullif(${commissionStatements.buyer}->>'pan', ''),
                   nullif(substring(coalesce(${commissionStatements.buyer}->>'gstin', d.gst_number)
                                    from 3 for 10), ''))`,
    ),
    month(commissionStatements.month),
    col('section', 'Section', 'text', sql`'194H'`),
    col('grossPaise', 'Gross (Credited)', 'rupees', sql`${commissionStatements.grossPaise}`),
    col(
      'tdsRate',
      'TDS Rate (%)',
      'text',
      sql`to_char(${commissionStatements.tdsRateBp} / 100.0, 'FM990.00')`,
    ),
    col('tdsBasePaise', 'TDS Base', 'rupees', sql`${commissionStatements.tdsBasePaise}`),
    col('tdsPaise', 'TDS Amount', 'rupees', sql`${commissionStatements.tdsPaise}`),
    col('netPaise', 'Net', 'rupees', sql`${commissionStatements.netPaise}`),
    col('paidOutPaise', 'Paid Out', 'rupees', sql`po.paid`),
    col('lastPayoutDate', 'Last Payout Date', 'date', sql`po.last_on`),
    col('lastPayoutReference', 'Last Payout Reference', 'text', sql`po.last_reference`),
    coded('status', 'Status', 'status', sql`${commissionStatements.status}`),
  ],
};
