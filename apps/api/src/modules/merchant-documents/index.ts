/** A merchant's KYC documents (PAN card, GST certificate, shop photo), stored in the database. */
export { merchantDocumentsRoutes } from './routes';
