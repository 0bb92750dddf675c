import {
  IdParams,
  MachineSwapRequest,
  MachineSwapResponse,
  MachineSwapsResponse,
  SwapCheckQuery,
  SwapCheckResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { errorResponses, routeSpec, sendCreated } from '../route-spec';
import { checkSwap } from './check';
import { machineSwapsOf } from './queries';
import { swapMachine } from './swap';

const spec = routeSpec('machines', errorResponses);

/** The swap's refusals: the check answers the same ones, from the same rule (pair.ts). */
const SWAP_ERROR_CODES = [
  'swap_not_assigned',
  'swap_same_machine',
  'swap_replacement_not_found',
  'swap_replacement_unavailable',
  'swap_replacement_wrong_type',
  'swap_replacement_wrong_provider',
  'machines_in_transit',
  'swap_machine_in_rma',
] as const;

export const swapsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.post(
    '/machines/:id/swap',
    spec(
      {
        access: 'machines:swap',
        errorCodes: SWAP_ERROR_CODES,
      },
      {
        params: IdParams,
        headers: IdempotencyHeaders,
        body: MachineSwapRequest,
        response: { 201: MachineSwapResponse },
      },
    ),
    sendCreated(db, (tx, principal, request) =>
      swapMachine(tx, principal, request.params.id, request.body),
    ),
  );

  app.get(
    '/machines/:id/swap-check',
    spec(
      { access: 'machines:swap', errorCodes: SWAP_ERROR_CODES },
      { params: IdParams, querystring: SwapCheckQuery, response: { 200: SwapCheckResponse } },
    ),
    async (request) =>
      db.transaction((tx) => checkSwap(tx, principalOf(request), request.params.id, request.query)),
  );

  app.get(
    '/machines/:id/swaps',
    spec(
      { access: 'machines:read' },
      { params: IdParams, response: { 200: MachineSwapsResponse } },
    ),
    async (request) => machineSwapsOf(db, principalOf(request), request.params.id),
  );
};
