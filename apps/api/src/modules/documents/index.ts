/** Printed documents: delivery challans and device labels (PDF). */
export { documentsRoutes } from './routes';
/** The machines list's "Print labels" of a selection (modules/bulk). */
export { labelsOfMachines, labelStyle } from './labels-data';
export { renderLabels } from './labels-pdf';
