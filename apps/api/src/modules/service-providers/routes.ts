import {
  InventoryAvailableQuery,
  InventoryAvailableResponse,
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
import { IdempotencyHeaders } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { errorResponses, routeSpec, sendCreated } from '../route-spec';
import { availableInventory, findProvider, listProviders, providerInventory } from './queries';
import { toProvider } from './serialize';
import { createProvider, updateProvider } from './commands';
import { providersStock, providerStock } from './stock';

const spec = routeSpec('service-providers', errorResponses);

export const serviceProvidersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/service-providers',
    spec({ access: 'providers:read' }, { response: { 200: ServiceProviderList } }),
    async () => listProviders(db),
  );

  app.get(
    '/service-providers/:id',
    spec(
      { access: 'providers:read' },
      { params: IdParams, response: { 200: ServiceProviderResponse } },
    ),
    async (request) => toProvider(await findProvider(db, request.params.id)),
  );

  app.post(
    '/service-providers',
    spec(
      { access: 'providers:write' },
      {
        headers: IdempotencyHeaders,
        body: ServiceProviderInput,
        response: { 201: ServiceProviderResponse },
      },
    ),
    sendCreated(db, (tx, principal, request) => createProvider(tx, principal, request.body)),
  );

  app.put(
    '/service-providers/:id',
    spec(
      { access: 'providers:write' },
      { params: IdParams, body: ServiceProviderUpdate, response: { 200: ServiceProviderResponse } },
    ),
    async (request) => updateProvider(db, principalOf(request), request.params.id, request.body),
  );

  app.get(
    '/service-providers/:id/inventory',
    spec(
      { access: 'providers:read' },
      { params: IdParams, querystring: InventoryQuery, response: { 200: InventoryResponse } },
    ),
    async (request) =>
      providerInventory(db, principalOf(request), request.params.id, request.query),
  );

  app.get(
    '/service-providers/:id/inventory/available',
    spec(
      { access: 'providers:read', errorCodes: ['selection_too_large'] },
      {
        description: 'Every AVAILABLE machine matching type and search (all pages), at most 1000.',
        params: IdParams,
        querystring: InventoryAvailableQuery,
        response: { 200: InventoryAvailableResponse },
      },
    ),
    async (request) =>
      availableInventory(db, principalOf(request), request.params.id, request.query),
  );

  app.get(
    '/service-providers/stock',
    spec({ access: 'providers:read' }, { response: { 200: ProviderStockList } }),
    async (request) => providersStock(db, principalOf(request)),
  );

  app.get(
    '/service-providers/:id/stock',
    spec(
      { access: 'providers:read' },
      { params: IdParams, response: { 200: ProviderStockResponse } },
    ),
    async (request) => providerStock(db, principalOf(request), request.params.id),
  );
};
