import {
  CreateAccountRequest,
  CreateAccountResponse,
  DistributorInput,
  DistributorListQuery,
  DistributorListResponse,
  DistributorResponse,
  DistributorUpdate,
  ErrorBody,
  IdParams,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { createDistributor, createDistributorAccount, updateDistributor } from './commands';
import { IdempotencyHeaders, idempotencyOf } from './parties';
import { getDistributor, listDistributors } from './queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['distributors'];

/** SPEC.md Distributors screen and section 7. Admin: all; a distributor: itself, read only. */
export const distributorsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/distributors',
    {
      config: { access: 'distributors:read' },
      schema: {
        tags,
        querystring: DistributorListQuery,
        response: { 200: DistributorListResponse, ...errors },
      },
    },
    async (request) => listDistributors(db, principalOf(request), request.query),
  );

  app.get(
    '/distributors/:id',
    {
      config: { access: 'distributors:read' },
      schema: { tags, params: IdParams, response: { 200: DistributorResponse, ...errors } },
    },
    async (request) => getDistributor(db, principalOf(request), request.params.id),
  );

  app.post(
    '/distributors',
    {
      config: { access: 'distributors:write', errorCodes: ['email_taken'] },
      schema: {
        tags,
        headers: IdempotencyHeaders,
        body: DistributorInput,
        response: { 201: DistributorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const p = principalOf(request);
      const outcome = await createDistributor(
        db,
        p,
        request.body,
        idempotencyOf(request, p.userId),
      );
      return reply.status(201).send(outcome.body);
    },
  );

  app.put(
    '/distributors/:id',
    {
      config: { access: 'distributors:write', errorCodes: ['email_taken'] },
      schema: {
        tags,
        params: IdParams,
        body: DistributorUpdate,
        response: { 200: DistributorResponse, ...errors },
      },
    },
    async (request) => updateDistributor(db, principalOf(request), request.params.id, request.body),
  );

  app.post(
    '/distributors/:id/account',
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
      const result = await createDistributorAccount(
        db,
        principalOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );
};
