import { ErrorBody, IdParams, StockThresholdList, StockThresholdsUpdate } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { routeSpec } from '../route-spec';
import { listStockThresholds, replaceStockThresholds } from './thresholds';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const spec = routeSpec('service-providers', errors);

/** Low-stock thresholds of a provider (admins): the list and its replacement. */
export const stockAlertsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/service-providers/:id/stock-thresholds',
    spec(
      { access: 'providers:write' },
      {
        description: 'The low-stock thresholds, each with its AVAILABLE count now and `below`.',
        params: IdParams,
        response: { 200: StockThresholdList },
      },
    ),
    async (request) => listStockThresholds(db, request.params.id),
  );

  app.put(
    '/service-providers/:id/stock-thresholds',
    spec(
      { access: 'providers:write', errorCodes: ['stock_threshold_repeated'] },
      {
        description:
          'Replaces the list. A threshold whose type and model stay keeps its below state; falling below tells the admins once (stock.low).',
        params: IdParams,
        body: StockThresholdsUpdate,
        response: { 200: StockThresholdList },
      },
    ),
    async (request) =>
      replaceStockThresholds(db, principalOf(request), request.params.id, request.body),
  );
};
