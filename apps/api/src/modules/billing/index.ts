/**
 * Billing: plans (rent, deposit, GST per machine type), the monthly run that makes draft
 * invoices from the holding periods, issuing and cancelling invoices (decision 0142), an
 * invoice's documents and reminders (decision 0145).
 */
export { billingRoutes } from './routes';
export {
  intraState,
  invoiceDocument,
  type InvoiceDocument,
  type InvoiceParty,
} from './invoices/document';
export { registerBilling } from './background';
