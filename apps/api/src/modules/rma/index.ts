export { rmaRoutes } from './routes';
/** The batch as its page shows it (the dispatch note prints it: modules/documents). */
export { rmaBatchDetail } from './queries';
