import {
  CreateAccountRequest,
  CreateAccountResponse,
  ErrorBody,
  IdParams,
  RetailerInput,
  RetailerListQuery,
  RetailerListResponse,
  RetailerResponse,
  RetailerUpdate,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { IdempotencyHeaders, idempotencyOf } from '../distributors/parties';
import { createRetailer, createRetailerAccount, updateRetailer } from './commands';
import { getRetailer, listRetailers } from './queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['retailers'];

/**
 * SPEC.md Retailers screen and section 7 (also the booking wizard's `?distributorId=`).
 * Admin: all; a distributor: its own retailers, which it may also create and edit.
 */
export const retailersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/retailers',
    {
      config: { access: 'retailers:read' },
      schema: {
        tags,
        querystring: RetailerListQuery,
        response: { 200: RetailerListResponse, ...errors },
      },
    },
    async (request) => listRetailers(db, principalOf(request), request.query),
  );

  app.get(
    '/retailers/:id',
    {
      config: { access: 'retailers:read' },
      schema: { tags, params: IdParams, response: { 200: RetailerResponse, ...errors } },
    },
    async (request) => getRetailer(db, principalOf(request), request.params.id),
  );

  app.post(
    '/retailers',
    {
      config: {
        access: 'retailers:write',
        errorCodes: ['email_taken', 'retailer_not_of_distributor'],
      },
      schema: {
        tags,
        headers: IdempotencyHeaders,
        body: RetailerInput,
        response: { 201: RetailerResponse, ...errors },
      },
    },
    async (request, reply) => {
      const p = principalOf(request);
      const outcome = await createRetailer(db, p, request.body, idempotencyOf(request, p.userId));
      return reply.status(201).send(outcome.body);
    },
  );

  app.put(
    '/retailers/:id',
    {
      config: { access: 'retailers:write', errorCodes: ['email_taken', 'retailer_holds_machines'] },
      schema: {
        tags,
        params: IdParams,
        body: RetailerUpdate,
        response: { 200: RetailerResponse, ...errors },
      },
    },
    async (request) => updateRetailer(db, principalOf(request), request.params.id, request.body),
  );

  app.post(
    '/retailers/:id/account',
    {
      config: { access: 'accounts:create', errorCodes: ['email_taken'] },
      schema: {
        tags,
        params: IdParams,
        body: CreateAccountRequest,
        response: { 201: CreateAccountResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await createRetailerAccount(
        db,
        principalOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );
};
