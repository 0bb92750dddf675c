import {
  BulkAssignmentsRequest,
  BulkMachinesStatusRequest,
  BulkResponse,
  ErrorBody,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders, sendIdempotent } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { bulkAssign, bulkMachineStatus } from './commands';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The spec's three-call booking flow: each call is one transaction and safe to replay. */
export const bulkRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.post(
    '/bulk/assignments',
    {
      config: { access: 'assignments:write' },
      schema: {
        tags: ['bulk'],
        headers: IdempotencyHeaders,
        body: BulkAssignmentsRequest,
        response: { 200: BulkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return sendIdempotent(db, request, reply, principal.userId, async (tx) => ({
        statusCode: 200,
        body: {
          ok: true as const,
          count: await bulkAssign(tx, principal, request.body.assignments),
        },
      }));
    },
  );

  app.put(
    '/bulk/machines/status',
    {
      config: { access: 'orders:create' },
      schema: {
        tags: ['bulk'],
        body: BulkMachinesStatusRequest,
        response: { 200: BulkResponse, ...errors },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const count = await db.transaction((tx) => bulkMachineStatus(tx, principal, request.body));
      return { ok: true as const, count };
    },
  );
};
