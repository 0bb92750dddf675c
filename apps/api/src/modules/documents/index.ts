/** Printed documents: delivery challans, RMA dispatch notes and device labels (PDF). */
export { documentsRoutes } from './routes';
/** The machines list's "Print labels" of a selection (modules/bulk). */
export { labelsOfMachines, labelStyle } from './labels-data';
export { renderLabels } from './labels-pdf';
/** The layout helpers billing's documents are drawn with: the A4 form, text in every script. */
export * as form from './pdf-layout';
export { drawBlock, drawLine, newPdf, textWidth } from './pdf-text';
