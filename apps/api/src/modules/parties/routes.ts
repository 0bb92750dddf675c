import {
  CreateAccountRequest,
  CreateAccountResponse,
  ErrorBody,
  IdParams,
  KycDecision,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders, sendIdempotent } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import { requestMeta } from '../security-log';
import type { ModuleDeps } from '../deps';
import { createParty, createPartyAccount, updateParty } from './commands';
import { distributorKind } from './distributors';
import type { AnyPartyKind, PartyListQuery } from './kind';
import { decideKyc } from './kyc';
import { getParty, listParties } from './queries';
import { retailerKind } from './retailers';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The six calls of one kind of party, under `/<plural>`. */
function partyRoutes(kind: AnyPartyKind): FastifyPluginAsyncZod<ModuleDeps> {
  const base = `/${kind.plural}`;
  const tags = [kind.plural];
  const { description } = kind;
  return async (app, { db }) => {
    app.get(
      base,
      {
        config: { access: kind.access.read },
        schema: {
          tags,
          description,
          querystring: kind.schemas.listQuery,
          response: { 200: kind.schemas.listResponse, ...errors },
        },
      },
      async (request) =>
        listParties(db, kind, principalOf(request), request.query as PartyListQuery),
    );

    app.get(
      `${base}/:id`,
      {
        config: { access: kind.access.read },
        schema: { tags, params: IdParams, response: { 200: kind.schemas.response, ...errors } },
      },
      async (request) => getParty(db, kind, principalOf(request), request.params.id),
    );

    app.post(
      base,
      {
        config: { access: kind.access.write, errorCodes: kind.errorCodes.create },
        schema: {
          tags,
          headers: IdempotencyHeaders,
          body: kind.schemas.input,
          response: { 201: kind.schemas.response, ...errors },
        },
      },
      async (request, reply) => {
        const p = principalOf(request);
        return sendIdempotent(db, request, reply, p.userId, async (tx) => ({
          statusCode: 201,
          body: await createParty(tx, kind, p, request.body),
        }));
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { access: kind.access.write, errorCodes: kind.errorCodes.update },
        schema: {
          tags,
          params: IdParams,
          body: kind.schemas.update,
          response: { 200: kind.schemas.response, ...errors },
        },
      },
      async (request) =>
        updateParty(
          db,
          kind,
          principalOf(request),
          request.params.id,
          request.body,
          requestMeta(request),
        ),
    );

    app.put(
      `${base}/:id/kyc`,
      {
        config: { access: 'kyc:decide' },
        schema: {
          tags,
          description:
            'KYC decision (admins): VERIFIED, or REJECTED with a reason. A changed PAN or GSTIN sends the party back to PENDING.',
          params: IdParams,
          body: KycDecision,
          response: { 200: kind.schemas.response, ...errors },
        },
      },
      async (request) => decideKyc(db, kind, principalOf(request), request.params.id, request.body),
    );

    app.post(
      `${base}/:id/account`,
      {
        config: { access: 'accounts:create', errorCodes: ['email_taken', 'password_too_weak'] },
        schema: {
          tags,
          headers: IdempotencyHeaders,
          params: IdParams,
          body: CreateAccountRequest,
          response: { 201: CreateAccountResponse, ...errors },
        },
      },
      async (request, reply) => {
        const p = principalOf(request);
        return sendIdempotent(db, request, reply, p.userId, async (tx) => ({
          statusCode: 201,
          body: await createPartyAccount(tx, kind, p, request.params.id, request.body),
        }));
      },
    );
  };
}

export const distributorsRoutes = partyRoutes(distributorKind);
export const retailersRoutes = partyRoutes(retailerKind);
