import {
  CreateTransferRequest,
  IdParams,
  RefuseTransferRequest,
  TransferAvailableQuery,
  TransferAvailableResponse,
  TransferListQuery,
  TransferListResponse,
  TransferResponse,
  todayInIndia,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import { IdempotencyHeaders } from '../../platform/idempotency';
import type { ModuleDeps } from '../deps';
import { errorResponses, routeSpec, sendCreated, sendReplayable } from '../route-spec';
import { createTransfer } from './commands/create';
import { acceptTransfer, endTransfer } from './commands/decide';
import { listTransfers, transferableMachines, transferDetail } from './queries';

const spec = routeSpec('transfers', errorResponses);
const decided = ['transfer_not_pending', 'forbidden'] as const;

/** Transfers of devices between distributors (docs/product/rules-devices.md, "Transfers between distributors"). */
export const transfersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.get(
    '/transfers',
    spec(
      { access: 'transfers:read' },
      { querystring: TransferListQuery, response: { 200: TransferListResponse } },
    ),
    async (request) => listTransfers(db, principalOf(request), request.query),
  );

  app.get(
    '/transfers/available',
    spec(
      { access: 'transfers:create' },
      { querystring: TransferAvailableQuery, response: { 200: TransferAvailableResponse } },
    ),
    async (request) => transferableMachines(db, request.query.distributorId),
  );

  app.get(
    '/transfers/:id',
    spec({ access: 'transfers:read' }, { params: IdParams, response: { 200: TransferResponse } }),
    async (request) => ({
      transfer: await transferDetail(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/transfers',
    spec(
      {
        access: 'transfers:create',
        invalidMessage: 'Please complete all required fields',
        errorCodes: [
          'transfer_same_distributor',
          'distributor_inactive',
          'machines_not_found',
          'machines_in_transit',
          'machines_not_with_distributor',
        ],
      },
      {
        headers: IdempotencyHeaders,
        body: CreateTransferRequest,
        response: { 201: TransferResponse },
      },
    ),
    sendCreated(db, async (tx, principal, request) => ({
      transfer: await createTransfer(tx, principal, request.body),
    })),
  );

  app.post(
    '/transfers/:id/accept',
    spec(
      {
        access: 'transfers:decide',
        errorCodes: [...decided, 'distributor_inactive', 'machines_not_with_distributor'],
      },
      { headers: IdempotencyHeaders, params: IdParams, response: { 200: TransferResponse } },
    ),
    // Idempotent: a decision queued offline is sent again when its answer was lost.
    sendReplayable(db, async (tx, principal, request) => ({
      transfer: await acceptTransfer(tx, principal, request.params.id, todayInIndia(clock())),
    })),
  );

  app.post(
    '/transfers/:id/refuse',
    spec(
      { access: 'transfers:decide', errorCodes: decided },
      {
        headers: IdempotencyHeaders,
        params: IdParams,
        body: RefuseTransferRequest,
        response: { 200: TransferResponse },
      },
    ),
    sendReplayable(db, async (tx, principal, request) => ({
      transfer: await endTransfer(tx, principal, request.params.id, 'refuse', request.body.reason),
    })),
  );

  app.post(
    '/transfers/:id/cancel',
    spec(
      { access: 'transfers:create', errorCodes: decided },
      { headers: IdempotencyHeaders, params: IdParams, response: { 200: TransferResponse } },
    ),
    sendReplayable(db, async (tx, principal, request) => ({
      transfer: await endTransfer(tx, principal, request.params.id, 'cancel', null),
    })),
  );
};
