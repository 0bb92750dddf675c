import {
  ErrorBody,
  IdParams,
  OkResponse,
  WebhookDeliveriesQuery,
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookListResponse,
  WebhookResponse,
  WebhookWithSecretResponse,
  WebhookWriteRequest,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders } from '../../platform/idempotency';
import { idempotentRoute } from '../route-spec';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import {
  checkWebhookUrl,
  createWebhook,
  deleteWebhook,
  rotateSecret,
  sendTestEvent,
  updateWebhook,
} from './commands';
import { listDeliveries, listWebhooks } from './queries';
import type { WebhookSecrets } from './secret';

export type WebhookRouteDeps = ModuleDeps & {
  /** WEBHOOK_ALLOW_PRIVATE=1: URLs on private and loopback addresses are accepted. */
  webhookAllowPrivate: boolean;
  /** Seals and opens the signing secrets (decision 0149). */
  secrets: WebhookSecrets;
};

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const urlCodes = [
  'webhook_url_invalid',
  'webhook_url_private',
  'webhook_url_unresolvable',
] as const;
const access = 'webhooks:manage' as const;
const tags = ['webhooks'];

/** Outgoing webhooks (docs/webhooks.md): admins only. */
export const webhooksRoutes: FastifyPluginAsyncZod<WebhookRouteDeps> = async (app, deps) => {
  const { db, webhookAllowPrivate: allowPrivate, clock, secrets } = deps;

  app.get(
    '/webhooks',
    { config: { access }, schema: { tags, response: { 200: WebhookListResponse, ...errors } } },
    async () => ({ webhooks: await listWebhooks(db, secrets) }),
  );

  app.post(
    '/webhooks',
    {
      config: {
        access,
        errorCodes: [...urlCodes, 'idempotency_key_invalid', 'idempotency_key_reused'],
      },
      schema: {
        tags,
        headers: IdempotencyHeaders,
        body: WebhookWriteRequest,
        response: { 201: WebhookWithSecretResponse, ...errors, 409: ErrorBody },
      },
    },
    idempotentRoute(async (request, principal, write) => {
      const url = await checkWebhookUrl(request.body.url, allowPrivate);
      return write(db, 201, (tx) => createWebhook(tx, principal, request.body, url, secrets));
    }),
  );

  app.put(
    '/webhooks/:id',
    {
      config: { access, errorCodes: urlCodes },
      schema: {
        tags,
        params: IdParams,
        body: WebhookWriteRequest,
        response: { 200: WebhookResponse, ...errors },
      },
    },
    async (request) => ({
      webhook: await updateWebhook(db, principalOf(request), request.params.id, request.body, {
        allowPrivate,
        secrets,
      }),
    }),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { access },
      schema: { tags, params: IdParams, response: { 200: OkResponse, ...errors } },
    },
    async (request) => {
      await deleteWebhook(db, principalOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      config: { access },
      schema: {
        tags,
        params: IdParams,
        response: { 200: WebhookWithSecretResponse, ...errors },
      },
    },
    async (request) => rotateSecret(db, principalOf(request), request.params.id, secrets),
  );

  app.post(
    '/webhooks/:id/test',
    {
      config: { access, errorCodes: ['webhook_inactive'] },
      schema: {
        tags,
        params: IdParams,
        response: { 202: WebhookDeliveryResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const delivery = await sendTestEvent(db, principalOf(request), request.params.id, clock());
      request.server.background.kick();
      return reply.status(202).send({ delivery });
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { access },
      schema: {
        tags,
        params: IdParams,
        querystring: WebhookDeliveriesQuery,
        response: { 200: WebhookDeliveriesResponse, ...errors },
      },
    },
    async (request) => listDeliveries(db, request.params.id, request.query),
  );
};
