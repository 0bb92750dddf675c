/** Personal API tokens: created and revoked by their owner, accepted as a Bearer like a session. */
export { apiTokensRoutes } from './routes';
export { admitApiToken } from './guard';
export { apiTokenResolver, bearerResolver } from './resolve';
export { liveTokensOf, revokeTokensOf } from './service';
