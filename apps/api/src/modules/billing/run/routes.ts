import {
  BillingRunDetailResponse,
  BillingRunListQuery,
  BillingRunListResponse,
  IdParams,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../access/principal';
import { principalOf } from '../../../plugins/auth';
import { errorResponses, routeSpec } from '../../route-spec';
import type { BillingRoutesDeps } from '../deps';
import { requestRunIssue } from './issue';
import { listRuns, loadRun } from './queries';

const spec = routeSpec('billing', errorResponses);

/** A month's runs and the issue of a run's drafts in the background (decision 0159). */
export const runRoutes: FastifyPluginAsyncZod<BillingRoutesDeps> = async (app, { db, clock }) => {
  app.get(
    '/billing/runs',
    spec(
      { access: 'billing:write' },
      { querystring: BillingRunListQuery, response: { 200: BillingRunListResponse } },
    ),
    async (request) => ({ runs: await listRuns(db, request.query.month) }),
  );

  app.get(
    '/billing/runs/:id',
    spec(
      { access: 'billing:write' },
      { params: IdParams, response: { 200: BillingRunDetailResponse } },
    ),
    async (request) => ({ run: await loadRun(db, request.params.id) }),
  );

  app.post(
    '/billing/runs/:id/issue',
    spec(
      { access: 'billing:write', errorCodes: ['billing_run_replaced'] },
      {
        description:
          'Issues every draft of the run (its tax invoices, then its refund vouchers) in the background; answers at once with the progress (GET /billing/runs/{id} follows it). Idempotent: asking again while it runs changes nothing; after it, the drafts left are issued.',
        params: IdParams,
        response: { 202: BillingRunDetailResponse },
      },
    ),
    async (request, reply) => {
      const run = await requestRunIssue(
        db,
        actorOf(principalOf(request)),
        request.params.id,
        clock(),
      );
      return reply.code(202).send({ run });
    },
  );
};
