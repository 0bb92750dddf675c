import {
  CreateIntegrationKeyRequest,
  CreateIntegrationKeyResponse,
  Id,
  IdParams,
  IntegrationKeyListResponse,
  MessageResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { errorResponses, routeSpec } from '../route-spec';
import { createIntegrationKey, revokeIntegrationKey } from './commands';
import { listIntegrationKeys } from './queries';

const spec = routeSpec('service-providers', errorResponses);

const KeyParams = IdParams.extend({ keyId: Id });

/**
 * A provider's integration keys (admins, on the provider's inventory page). A key reaches only
 * the activity ingest routes, for that provider's devices (plugins/auth.ts, decision 0178).
 */
export const integrationKeysRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/service-providers/:id/integration-keys',
    spec(
      { access: 'providers:write' },
      {
        description: "The provider's integration keys, revoked ones too, newest first.",
        params: IdParams,
        response: { 200: IntegrationKeyListResponse },
      },
    ),
    async (request) => ({ keys: await listIntegrationKeys(db, request.params.id) }),
  );

  // No Idempotency-Key, as for POST /tokens: a replay would have to keep the key in the
  // idempotency table, which must never hold a secret. Two clicks make two keys, both revocable.
  app.post(
    '/service-providers/:id/integration-keys',
    spec(
      { access: 'providers:write' },
      {
        description:
          'A new key (`ddk_` + 43 characters) for the provider. The key is in this answer only; ' +
          'send it as `Authorization: Bearer ddk_...` to the activity ingest routes.',
        params: IdParams,
        body: CreateIntegrationKeyRequest,
        response: { 201: CreateIntegrationKeyResponse },
      },
    ),
    async (request, reply) => {
      const created = await createIntegrationKey(
        db,
        principalOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).header('Cache-Control', 'no-store').send(created);
    },
  );

  app.delete(
    '/service-providers/:id/integration-keys/:keyId',
    spec(
      { access: 'providers:write' },
      {
        description: "Revokes one of the provider's keys: it stops working at once.",
        params: KeyParams,
        response: { 200: MessageResponse },
      },
    ),
    async (request) => {
      await revokeIntegrationKey(db, principalOf(request), request.params.id, request.params.keyId);
      return { message: 'Integration key revoked' };
    },
  );
};
