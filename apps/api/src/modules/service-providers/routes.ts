import {
  InventoryAvailableQuery,
  InventoryAvailableResponse,
  ErrorBody,
  IdParams,
  InventoryQuery,
  InventoryResponse,
  ProviderStockList,
  ProviderStockResponse,
  ServiceProviderInput,
  ServiceProviderList,
  ServiceProviderResponse,
  ServiceProviderUpdate,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders, sendIdempotent } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { availableInventory, findProvider, listProviders, providerInventory } from './queries';
import { toProvider } from './serialize';
import { createProvider, updateProvider } from './commands';
import { providersStock, providerStock } from './stock';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const serviceProvidersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/service-providers',
    {
      config: { access: 'providers:read' },
      schema: { tags: ['service-providers'], response: { 200: ServiceProviderList, ...errors } },
    },
    async () => listProviders(db),
  );

  app.get(
    '/service-providers/:id',
    {
      config: { access: 'providers:read' },
      schema: {
        tags: ['service-providers'],
        params: IdParams,
        response: { 200: ServiceProviderResponse, ...errors },
      },
    },
    async (request) => toProvider(await findProvider(db, request.params.id)),
  );

  app.post(
    '/service-providers',
    {
      config: { access: 'providers:write' },
      schema: {
        tags: ['service-providers'],
        headers: IdempotencyHeaders,
        body: ServiceProviderInput,
        response: { 201: ServiceProviderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return sendIdempotent(db, request, reply, principal.userId, async (tx) => ({
        statusCode: 201,
        body: await createProvider(tx, principal, request.body),
      }));
    },
  );

  app.put(
    '/service-providers/:id',
    {
      config: { access: 'providers:write' },
      schema: {
        tags: ['service-providers'],
        params: IdParams,
        body: ServiceProviderUpdate,
        response: { 200: ServiceProviderResponse, ...errors },
      },
    },
    async (request) => updateProvider(db, principalOf(request), request.params.id, request.body),
  );

  app.get(
    '/service-providers/:id/inventory',
    {
      config: { access: 'providers:read' },
      schema: {
        tags: ['service-providers'],
        params: IdParams,
        querystring: InventoryQuery,
        response: { 200: InventoryResponse, ...errors },
      },
    },
    async (request) =>
      providerInventory(db, principalOf(request), request.params.id, request.query),
  );

  app.get(
    '/service-providers/:id/inventory/available',
    {
      config: { access: 'providers:read', errorCodes: ['selection_too_large'] },
      schema: {
        tags: ['service-providers'],
        description: 'Every AVAILABLE machine matching type and search (all pages), at most 1000.',
        params: IdParams,
        querystring: InventoryAvailableQuery,
        response: { 200: InventoryAvailableResponse, ...errors },
      },
    },
    async (request) =>
      availableInventory(db, principalOf(request), request.params.id, request.query),
  );

  app.get(
    '/service-providers/stock',
    {
      config: { access: 'providers:read' },
      schema: { tags: ['service-providers'], response: { 200: ProviderStockList, ...errors } },
    },
    async (request) => providersStock(db, principalOf(request)),
  );

  app.get(
    '/service-providers/:id/stock',
    {
      config: { access: 'providers:read' },
      schema: {
        tags: ['service-providers'],
        params: IdParams,
        response: { 200: ProviderStockResponse, ...errors },
      },
    },
    async (request) => providerStock(db, principalOf(request), request.params.id),
  );
};
