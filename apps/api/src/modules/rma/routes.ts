import {
  CloseRmaBatchRequest,
  CreateRmaBatchRequest,
  ErrorBody,
  IdParams,
  RmaBatchListQuery,
  RmaBatchListResponse,
  RmaBatchResponse,
  RmaReportQuery,
} from '@dd/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders, sendIdempotent } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { closeRmaBatch } from './close';
import { createRmaBatch } from './create';
import { listRmaBatches, rmaBatchDetail } from './queries';
import { markReceived } from './received';
import { rmaReportFile } from './report';

function sendFile(reply: FastifyReply, file: Awaited<ReturnType<typeof rmaReportFile>>) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Returns to the provider: admin only (machines:write), every call. */
const access = 'machines:write' as const;

export const rmaRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/rma-batches',
    {
      config: { access },
      schema: {
        tags: ['rma'],
        querystring: RmaBatchListQuery,
        response: { 200: RmaBatchListResponse, ...errors },
      },
    },
    async (request) => listRmaBatches(db, principalOf(request), request.query),
  );

  app.post(
    '/rma-batches',
    {
      config: {
        access,
        errorCodes: [
          'machines_not_found',
          'rma_providers_mixed',
          'rma_machines_not_faulty',
          'rma_machines_held',
          'rma_machines_in_open_batch',
          'idempotency_key_invalid',
          'idempotency_key_reused',
        ],
      },
      schema: {
        tags: ['rma'],
        headers: IdempotencyHeaders,
        body: CreateRmaBatchRequest,
        response: { 201: RmaBatchResponse, ...errors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return sendIdempotent(db, request, reply, principal.userId, async (tx) => ({
        statusCode: 201,
        body: { batch: await createRmaBatch(tx, principal, request.body) },
      }));
    },
  );

  app.get(
    '/rma-batches/:id',
    {
      config: { access },
      schema: {
        tags: ['rma'],
        params: IdParams,
        response: { 200: RmaBatchResponse, ...errors },
      },
    },
    async (request) => ({
      batch: await rmaBatchDetail(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/rma-batches/:id/received',
    {
      config: { access, errorCodes: ['rma_invalid_transition'] },
      schema: {
        tags: ['rma'],
        params: IdParams,
        response: { 200: RmaBatchResponse, ...errors },
      },
    },
    async (request) => ({
      batch: await markReceived(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/rma-batches/:id/close',
    {
      config: {
        access,
        errorCodes: [
          'rma_invalid_transition',
          'rma_outcomes_incomplete',
          'rma_outcomes_unknown',
          'rma_replacement_taken',
          'rma_replacement_repeated',
          'serial_taken',
        ],
      },
      schema: {
        tags: ['rma'],
        params: IdParams,
        body: CloseRmaBatchRequest,
        response: { 200: RmaBatchResponse, ...errors },
      },
    },
    async (request) => ({
      batch: await closeRmaBatch(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/rma-batches/:id/report',
    {
      config: { access },
      schema: {
        tags: ['rma'],
        params: IdParams,
        querystring: RmaReportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const file = await rmaReportFile(
        db,
        principalOf(request),
        request.params.id,
        request.query.format,
      );
      return sendFile(reply, file);
    },
  );
};
