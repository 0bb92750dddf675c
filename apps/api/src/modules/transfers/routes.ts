import {
  CreateTransferRequest,
  ErrorBody,
  IdParams,
  RefuseTransferRequest,
  TransferAvailableQuery,
  TransferAvailableResponse,
  TransferListQuery,
  TransferListResponse,
  TransferResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import { IdempotencyHeaders, sendIdempotent } from '../../platform/idempotency';
import type { ModuleDeps } from '../deps';
import { createTransfer } from './commands/create';
import { acceptTransfer, endTransfer } from './commands/decide';
import { listTransfers, transferableMachines, transferDetail } from './queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const decided = ['transfer_not_pending', 'forbidden'] as const;

/** Transfers of devices between distributors (docs/product.md, "Transfers between distributors"). */
export const transfersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/transfers',
    {
      config: { access: 'transfers:read' },
      schema: {
        tags: ['transfers'],
        querystring: TransferListQuery,
        response: { 200: TransferListResponse, ...errors },
      },
    },
    async (request) => listTransfers(db, principalOf(request), request.query),
  );

  app.get(
    '/transfers/available',
    {
      config: { access: 'transfers:create' },
      schema: {
        tags: ['transfers'],
        querystring: TransferAvailableQuery,
        response: { 200: TransferAvailableResponse, ...errors },
      },
    },
    async (request) => transferableMachines(db, request.query.distributorId),
  );

  app.get(
    '/transfers/:id',
    {
      config: { access: 'transfers:read' },
      schema: {
        tags: ['transfers'],
        params: IdParams,
        response: { 200: TransferResponse, ...errors },
      },
    },
    async (request) => ({
      transfer: await transferDetail(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/transfers',
    {
      config: {
        access: 'transfers:create',
        invalidMessage: 'Please complete all required fields',
        errorCodes: [
          'transfer_same_distributor',
          'distributor_inactive',
          'machines_not_found',
          'machines_in_transit',
          'machines_not_with_distributor',
          'idempotency_key_invalid',
          'idempotency_key_reused',
        ],
      },
      schema: {
        tags: ['transfers'],
        headers: IdempotencyHeaders,
        body: CreateTransferRequest,
        response: { 201: TransferResponse, ...errors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return sendIdempotent(db, request, reply, principal.userId, async (tx) => ({
        statusCode: 201,
        body: { transfer: await createTransfer(tx, principal, request.body) },
      }));
    },
  );

  app.post(
    '/transfers/:id/accept',
    {
      config: {
        access: 'transfers:decide',
        errorCodes: [...decided, 'distributor_inactive', 'machines_not_with_distributor'],
      },
      schema: {
        tags: ['transfers'],
        params: IdParams,
        response: { 200: TransferResponse, ...errors },
      },
    },
    async (request) => ({
      transfer: await acceptTransfer(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/transfers/:id/refuse',
    {
      config: { access: 'transfers:decide', errorCodes: [...decided] },
      schema: {
        tags: ['transfers'],
        params: IdParams,
        body: RefuseTransferRequest,
        response: { 200: TransferResponse, ...errors },
      },
    },
    async (request) => ({
      transfer: await endTransfer(
        db,
        principalOf(request),
        request.params.id,
        'refuse',
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/transfers/:id/cancel',
    {
      config: { access: 'transfers:create', errorCodes: [...decided] },
      schema: {
        tags: ['transfers'],
        params: IdParams,
        response: { 200: TransferResponse, ...errors },
      },
    },
    async (request) => ({
      transfer: await endTransfer(db, principalOf(request), request.params.id, 'cancel', null),
    }),
  );
};
