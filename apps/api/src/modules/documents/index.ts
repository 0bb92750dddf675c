/** Printed documents: delivery challans and device labels (PDF). */
export { documentsRoutes } from './routes';
/** An issued invoice's email carries its PDF (wired into the notification emails). */
export { invoiceAttachments } from './invoice-mail';
/** The machines list's "Print labels" of a selection (modules/bulk). */
export { labelsOfMachines, labelStyle } from './labels-data';
export { renderLabels } from './labels-pdf';
/** A distributor's commission statement as a PDF. */
export { commissionStatementRoutes } from './commission-routes';
