import { READ_ONLY_METHODS, isSessionOnlyRoute } from '@dd/contract';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../access/principal';
import { forbidden } from '../../lib/http-errors';

/**
 * The auth plugin's admission check, the one place an API token's limits live: a session passes;
 * a token is refused the session-only routes (403 token_not_allowed) and, when read-only, every
 * method that may change data (403 token_read_only).
 */
export function admitApiToken(request: FastifyRequest, principal: Principal): void {
  const token = principal.apiToken;
  if (!token) return;
  if (isSessionOnlyRoute(request.method, request.routeOptions.url ?? '')) {
    throw forbidden('token_not_allowed', 'API tokens cannot do this; sign in instead');
  }
  if (token.scope === 'read' && !READ_ONLY_METHODS.includes(request.method)) {
    throw forbidden('token_read_only', 'This API token is read-only');
  }
}
