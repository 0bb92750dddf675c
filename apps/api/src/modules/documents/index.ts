/** Printed documents: delivery challans, device labels and the billing documents (PDF). */
export { documentsRoutes } from './routes';
/** An issued document's email carries its PDF (wired into the notification emails). */
export { documentAttachments } from './document-mail';
/** The machines list's "Print labels" of a selection (modules/bulk). */
export { labelsOfMachines, labelStyle } from './labels-data';
export { renderLabels } from './labels-pdf';
/** A distributor's commission statement as a PDF. */
export { commissionStatementRoutes } from './commission-routes';
