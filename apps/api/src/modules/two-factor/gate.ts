import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../lib/http-errors';

/**
 * What an admin without 2FA may still call under REQUIRE_ADMIN_2FA: their own account and
 * session, and the enrolment. Everything else (new routes too) answers 403 until 2FA is on.
 */
export const ENROLMENT_ROUTES = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'PUT /api/auth/profile',
  'POST /api/auth/change-password',
  'GET /api/auth/sessions',
  'POST /api/auth/sessions/revoke-others',
  'GET /api/auth/two-factor',
  'POST /api/auth/two-factor/setup',
  'POST /api/auth/two-factor/enable',
]);

/**
 * REQUIRE_ADMIN_2FA=1: an admin's session reaches only ENROLMENT_ROUTES until 2FA is on. The
 * flag comes with the principal (the session lookup reads it from `users` on each request), so
 * turning 2FA on lifts the gate at once, everywhere, without a query of its own. Registered
 * before the routes; runs after the auth plugin has found the caller.
 */
export const twoFactorGate = fp(
  async (app: FastifyInstance, opts: { requireAdminTwoFactor: boolean }) => {
    if (!opts.requireAdminTwoFactor) return;
    app.addHook('preValidation', async (request) => {
      const principal = request.principal;
      if (principal?.role !== 'admin') return;
      if (ENROLMENT_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
      if (principal.twoFactorEnabled) return;
      throw forbidden(
        'two_factor_setup_required',
        'Set up two-factor sign-in in Profile > Security first',
      );
    });
  },
);
