import {
  ApiTokenListResponse,
  CreateApiTokenRequest,
  CreateApiTokenResponse,
  ErrorBody,
  IdParams,
  MessageResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../deps';
import { principalOf } from '../../plugins/auth';
import { requestMeta } from '../security-log';
import { createApiToken, listApiTokens, revokeApiToken } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The caller's personal API tokens (Profile > Security). Any signed-in user manages their own;
 * only a session may (an API token answers 403 token_not_allowed here: guard.ts).
 */
export const apiTokensRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/tokens',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['tokens'],
        description: "The caller's API tokens that are not revoked, newest first.",
        response: { 200: ApiTokenListResponse, ...errors },
      },
    },
    async (request) => ({ tokens: await listApiTokens(db, principalOf(request).userId) }),
  );

  app.post(
    '/tokens',
    {
      config: { access: 'authenticated', errorCodes: ['token_limit_reached'] },
      schema: {
        tags: ['tokens'],
        description:
          'A new token (`ddt_` + 43 characters) acting as the caller, read-only or read-write, ' +
          'for 1 to 365 days. The secret is in this answer only; send it as ' +
          '`Authorization: Bearer ddt_...`.',
        body: CreateApiTokenRequest,
        response: { 201: CreateApiTokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createApiToken(
        db,
        principalOf(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).header('Cache-Control', 'no-store').send(created);
    },
  );

  app.delete(
    '/tokens/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['tokens'],
        description: 'Revokes one of your own tokens: it stops working at once.',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await revokeApiToken(db, principalOf(request), request.params.id, requestMeta(request));
      return { message: 'API token revoked' };
    },
  );
};
