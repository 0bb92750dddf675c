import { can, type Action, type ErrorCode } from '@dd/contract';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { Principal } from '../access/principal';
import { forbidden, unauthorized } from '../lib/http-errors';

/**
 * Every /api route declares who may call it: 'public', 'optional' (a token is checked when one
 * is sent), 'authenticated' (any signed-in user; the service scopes the rows) or an Action of
 * the contract's permission matrix.
 */
type Access = 'public' | 'optional' | 'authenticated' | Action;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The error text when the body fails validation (the spec's wording, e.g. for a form). */
    invalidMessage?: string;
    /** The route's own error codes, beyond those its shape implies (listed in the API docs). */
    errorCodes?: readonly ErrorCode[];
    /** The route takes a file as a `text/csv` body (import-upload.ts); elsewhere that is a 415. */
    csvUpload?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, schema and handler, as registered (the access
     *  matrix, fuzz and idempotency tests read it). */
    apiRoutes: ApiRoute[];
  }
}

export type ApiRoute = {
  method: string;
  url: string;
  access: Access;
  schema: FastifySchema | undefined;
  handler: object;
};

/** The signed-in caller; routes behind an access rule other than 'public' always have one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('auth_required');
  return request.principal;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** Who holds a bearer token (null when it is invalid, expired or its session is gone). */
export type PrincipalResolver = (token: string) => Promise<Principal | null>;

/** Refuses (throws) what this kind of caller may not do (an API token's limits); else returns. */
export type Admission = (request: FastifyRequest, principal: Principal) => void;

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { resolvePrincipal: PrincipalResolver; admit?: Admission },
  ) => {
    app.decorateRequest('principal', null);
    app.decorate('apiRoutes', [] as ApiRoute[]);

    /** Who is calling, from the bearer token and its live session; refuses what it may not do. */
    const authenticate = async (request: FastifyRequest) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      const token = bearerToken(request);
      if (!token && access === 'optional') return;
      if (!token) throw unauthorized('auth_required', 'Authentication required');
      const principal = await opts.resolvePrincipal(token);
      if (!principal)
        throw unauthorized(
          'session_expired',
          'Your session is invalid or has expired. Please sign in again.',
        );
      request.principal = principal;
      opts.admit?.(request, principal);
      if (access !== 'authenticated' && access !== 'optional' && !can(principal.role, access)) {
        throw forbidden('forbidden');
      }
    };

    // Secure by default: an /api route that does not say who may call it is a programming error.
    // Every route that is not public gets `authenticate` as its first onRequest hook (public
    // ones, like the health probe, skip it altogether).
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          app.apiRoutes.push({
            method,
            url: route.url,
            access,
            schema: route.schema,
            handler: route.handler,
          });
      }
      if (access !== 'public') {
        const own = route.onRequest ? [route.onRequest].flat() : [];
        route.onRequest = [authenticate, ...own];
      }
    });
  },
);
