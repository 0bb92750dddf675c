import { CreateAccountRequest, CreateAccountResponse, IdParams, KycDecision } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import { requestMeta } from '../security-log';
import type { ModuleDeps } from '../deps';
import { errorResponses, routeSpec, sendCreated } from '../route-spec';
import { createParty, createPartyAccount, updateParty } from './commands';
import { distributorKind } from './distributors';
import type { AnyPartyKind, PartyListQuery } from './kind';
import { decideKyc } from './kyc';
import { getParty, listParties } from './queries';
import { retailerKind } from './retailers';

/** The six calls of one kind of party, under `/<plural>`. */
function partyRoutes(kind: AnyPartyKind): FastifyPluginAsyncZod<ModuleDeps> {
  const base = `/${kind.plural}`;
  const spec = routeSpec(kind.plural, errorResponses);
  const { description } = kind;
  return async (app, { db }) => {
    app.get(
      base,
      spec(
        { access: kind.access.read },
        {
          description,
          querystring: kind.schemas.listQuery,
          response: { 200: kind.schemas.listResponse },
        },
      ),
      async (request) =>
        listParties(db, kind, principalOf(request), request.query as PartyListQuery),
    );

    app.get(
      `${base}/:id`,
      spec(
        { access: kind.access.read },
        { params: IdParams, response: { 200: kind.schemas.response } },
      ),
      async (request) => getParty(db, kind, principalOf(request), request.params.id),
    );

    app.post(
      base,
      spec(
        { access: kind.access.write, errorCodes: kind.errorCodes.create },
        {
          headers: IdempotencyHeaders,
          body: kind.schemas.input,
          response: { 201: kind.schemas.response },
        },
      ),
      sendCreated(db, (tx, principal, request) => createParty(tx, kind, principal, request.body)),
    );

    app.put(
      `${base}/:id`,
      spec(
        { access: kind.access.write, errorCodes: kind.errorCodes.update },
        { params: IdParams, body: kind.schemas.update, response: { 200: kind.schemas.response } },
      ),
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
      spec(
        { access: 'kyc:decide' },
        {
          description:
            'KYC decision (admins): VERIFIED, or REJECTED with a reason. A changed PAN or GSTIN sends the party back to PENDING.',
          params: IdParams,
          body: KycDecision,
          response: { 200: kind.schemas.response },
        },
      ),
      async (request) => decideKyc(db, kind, principalOf(request), request.params.id, request.body),
    );

    app.post(
      `${base}/:id/account`,
      spec(
        { access: 'accounts:create', errorCodes: ['email_taken', 'password_too_weak'] },
        {
          headers: IdempotencyHeaders,
          params: IdParams,
          body: CreateAccountRequest,
          response: { 201: CreateAccountResponse },
        },
      ),
      sendCreated(db, (tx, principal, request) =>
        createPartyAccount(tx, kind, principal, request.params.id, request.body),
      ),
    );
  };
}

export const distributorsRoutes = partyRoutes(distributorKind);
export const retailersRoutes = partyRoutes(retailerKind);
