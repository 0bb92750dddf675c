import {
  ErrorBody,
  IdParams,
  MachineSwapRequest,
  MachineSwapResponse,
  MachineSwapsResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders, sendIdempotent } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { machineSwapsOf } from './queries';
import { swapMachine } from './swap';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const swapsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.post(
    '/machines/:id/swap',
    {
      config: {
        access: 'machines:swap',
        errorCodes: [
          'swap_not_assigned',
          'swap_same_machine',
          'swap_replacement_unavailable',
          'swap_replacement_wrong_type',
          'swap_replacement_wrong_provider',
          'machines_in_transit',
          'swap_machine_in_rma',
        ],
      },
      schema: {
        tags: ['machines'],
        params: IdParams,
        headers: IdempotencyHeaders,
        body: MachineSwapRequest,
        response: { 201: MachineSwapResponse, ...errors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return sendIdempotent(db, request, reply, principal.userId, async (tx) => ({
        statusCode: 201,
        body: await swapMachine(tx, principal, request.params.id, request.body),
      }));
    },
  );

  app.get(
    '/machines/:id/swaps',
    {
      config: { access: 'machines:read' },
      schema: {
        tags: ['machines'],
        params: IdParams,
        response: { 200: MachineSwapsResponse, ...errors },
      },
    },
    async (request) => machineSwapsOf(db, principalOf(request), request.params.id),
  );
};
