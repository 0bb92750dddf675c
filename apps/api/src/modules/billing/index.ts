/**
 * Billing: plans (rent, deposit, GST per machine type), the monthly run that makes draft
 * invoices from the holding periods, issuing and cancelling invoices (decision 0142).
 */
export { billingRoutes } from './routes';
