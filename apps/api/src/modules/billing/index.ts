/**
 * Billing: plans (rent, deposit, GST per machine type), the monthly run that makes draft
 * invoices from the holding periods, issuing and cancelling invoices (decision 0142), an
 * invoice's documents and reminders (decision 0145), the distributors' commission statements
 * (decision 0146). Every billing route, its PDFs among them, is registered by `billingRoutes`
 * (decision 0172).
 */
export { billingRoutes } from './routes';
/** An issued document's email carries its PDF (wired into the notification emails). */
export { documentAttachments } from './pdf/document-mail';
export { registerBilling } from './background';
/** The Reports screen's receivables ageing sums the balances of these invoices. */
export { isOpenInvoice } from './invoices/open';
/** ... and the distributors' credits not yet used, which the ageing shows beside them. */
export { openCreditsSql } from './books/open-credits';
/** The demo's billing history (startup.ts hands it to the demo seed). */
export { seedBillingDemo } from './demo';
