import {
  AccountDataExport,
  DeletionRequestAction,
  DeletionRequestListQuery,
  DeletionRequestListResponse,
  DeletionRequestResponse,
  IdParams,
  MyDeletionRequestResponse,
  todayInIndia,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/send-file';
import { IdempotencyHeaders } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { errorResponses, routeSpec, sendCreated, sendReplayable } from '../route-spec';
import { requestMeta } from '../security-log';
import { accountData } from './export';
import {
  declineRequest,
  deactivateForRequest,
  listDeletionRequests,
  myDeletionRequest,
  requestDeletion,
} from './requests';

const spec = routeSpec('accounts', errorResponses);
const decide = {
  access: 'accounts:deactivate',
  errorCodes: ['deletion_request_closed', 'deletion_request_own'],
} as const;

/**
 * Profile > Security: Export Data and Delete Account (the caller's own, from the token; under
 * /auth/, so no API token may), and the admins' queue of deletion requests.
 */
export const accountDataRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.get(
    '/auth/data-export',
    spec(
      { access: 'authenticated' },
      {
        description: "The caller's own data as a JSON file (AccountDataExport).",
        response: {
          200: {
            description: 'The JSON file (a download, my-data-{YYYY-MM-DD}.json).',
            content: { 'application/json': { schema: AccountDataExport } },
          },
        },
      },
    ),
    async (request, reply) => {
      const now = clock();
      const data = await accountData(db, principalOf(request), requestMeta(request), now);
      const name = `my-data-${todayInIndia(now)}.json`;
      reply.header('Content-Disposition', attachment(name)).header('Cache-Control', 'no-store');
      return data;
    },
  );

  app.get(
    '/auth/deletion-request',
    spec(
      { access: 'authenticated' },
      {
        description: "The caller's latest request to delete their account (null: none).",
        response: { 200: MyDeletionRequestResponse },
      },
    ),
    async (request) => ({ request: await myDeletionRequest(db, principalOf(request).userId) }),
  );

  app.post(
    '/auth/deletion-request',
    spec(
      { access: 'authenticated', errorCodes: ['deletion_already_requested'] },
      {
        description: 'Ask an admin to delete (deactivate) the caller’s account.',
        headers: IdempotencyHeaders,
        body: DeletionRequestAction,
        response: { 201: DeletionRequestResponse },
      },
    ),
    sendCreated(db, async (tx, principal, request) => ({
      request: await requestDeletion(tx, principal, requestMeta(request)),
      message: 'Account deletion request submitted.',
    })),
  );

  app.get(
    '/account-deletion-requests',
    spec(
      { access: 'accounts:deactivate' },
      {
        description: 'Requests to delete accounts: the pending ones, oldest first, by default.',
        querystring: DeletionRequestListQuery,
        response: { 200: DeletionRequestListResponse },
      },
    ),
    async (request) => listDeletionRequests(db, request.query),
  );

  app.post(
    '/account-deletion-requests/:id/deactivate',
    spec(decide, {
      description: 'Grant the request: deactivate the account (its sessions and tokens end).',
      headers: IdempotencyHeaders,
      params: IdParams,
      body: DeletionRequestAction,
      response: { 200: DeletionRequestResponse },
    }),
    sendReplayable(db, async (tx, principal, request) => ({
      request: await deactivateForRequest(tx, principal, request.params.id, requestMeta(request)),
      message: 'Account deactivated',
    })),
  );

  app.post(
    '/account-deletion-requests/:id/decline',
    spec(decide, {
      description: 'Decline the request: the account stays as it is; its holder is told.',
      headers: IdempotencyHeaders,
      params: IdParams,
      body: DeletionRequestAction,
      response: { 200: DeletionRequestResponse },
    }),
    sendReplayable(db, async (tx, principal, request) => ({
      request: await declineRequest(tx, principal, request.params.id, requestMeta(request)),
      message: 'Request declined',
    })),
  );
};
