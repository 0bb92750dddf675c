/** Providers' integration keys: made and revoked by admins, accepted only by the ingest routes. */
export { integrationKeysRoutes } from './routes';
export { integrationKeyResolver } from './resolve';
export { isIntegrationKey } from './secret';
