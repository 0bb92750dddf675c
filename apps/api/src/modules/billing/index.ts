/**
 * Billing: plans (rent, deposit, GST per machine type), the monthly run that makes draft
 * invoices from the holding periods, issuing and cancelling invoices (decision 0142), an
 * invoice's documents and reminders (decision 0145), the distributors' commission statements
 * (decision 0146).
 */
export { billingRoutes } from './routes';
export { commissionRoutes } from './commissions/routes';
export { commissionStatements } from './commissions/statements';
export {
  intraState,
  invoiceDocument,
  type InvoiceDocument,
  type InvoiceParty,
} from './invoices/document';
/** A credit note's and a refund voucher's documents (the PDFs, the credit note's e-invoice). */
export { creditNoteDocument, type CreditNoteDocument } from './credit-notes/document';
export { refundVoucherDocument, type RefundVoucherDocument } from './refund-vouchers/document';
/** What settled a credit (an approved commission's PDF lists its payouts). */
export { creditSettlements } from './books/settlements';
export { registerBilling } from './background';
/** The Reports screen's receivables ageing sums the balances of these invoices. */
export { isOpenInvoice } from './invoices/open';
/** ... and the distributors' credits not yet used, which the ageing shows beside them. */
export { openCreditsSql } from './books/open-credits';
/** The demo's billing history (startup.ts hands it to the demo seed). */
export { seedBillingDemo } from './demo';
