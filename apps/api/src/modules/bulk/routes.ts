import { BulkAssignmentsRequest, BulkMachinesStatusRequest, BulkResponse } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { errorResponses, routeSpec, sendReplayable } from '../route-spec';
import { bulkAssign, bulkMachineStatus } from './commands';

const spec = routeSpec('bulk', errorResponses);

/** The spec's three-call booking flow: each call is one transaction and safe to replay. */
export const bulkRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.post(
    '/bulk/assignments',
    spec(
      { access: 'assignments:write' },
      {
        headers: IdempotencyHeaders,
        body: BulkAssignmentsRequest,
        response: { 200: BulkResponse },
      },
    ),
    sendReplayable(db, async (tx, principal, request) => ({
      ok: true as const,
      count: await bulkAssign(tx, principal, request.body.assignments),
    })),
  );

  app.put(
    '/bulk/machines/status',
    spec(
      { access: 'orders:create' },
      { body: BulkMachinesStatusRequest, response: { 200: BulkResponse } },
    ),
    async (request) => {
      const principal = principalOf(request);
      const count = await db.transaction((tx) => bulkMachineStatus(tx, principal, request.body));
      return { ok: true as const, count };
    },
  );
};
