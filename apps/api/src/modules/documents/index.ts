/** Printed documents: delivery challans and device labels (PDF). */
export { documentsRoutes } from './routes';
