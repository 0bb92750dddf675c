import {
  CloseRmaBatchRequest,
  CreateRmaBatchRequest,
  IdParams,
  RmaBatchListQuery,
  RmaBatchListResponse,
  RmaBatchResponse,
  DownloadFormat,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import {
  errorResponses,
  fileAnswer,
  routeSpec,
  sendCreated,
  SPREADSHEET_TYPES,
} from '../route-spec';
import { closeRmaBatch } from './close';
import { createRmaBatch } from './create';
import { listRmaBatches, rmaBatchDetail } from './queries';
import { markReceived } from './received';
import { rmaReportFile } from './report';
import { sendFile } from '../../lib/send-file';

const spec = routeSpec('rma', errorResponses);

/** Returns to the provider: admin only (machines:write), every call. */
const access = 'machines:write' as const;

export const rmaRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/rma-batches',
    spec({ access }, { querystring: RmaBatchListQuery, response: { 200: RmaBatchListResponse } }),
    async (request) => listRmaBatches(db, principalOf(request), request.query),
  );

  app.post(
    '/rma-batches',
    spec(
      {
        access,
        errorCodes: [
          'machines_not_found',
          'rma_providers_mixed',
          'rma_machines_not_faulty',
          'rma_machines_held',
          'rma_machines_in_open_batch',
        ],
      },
      {
        headers: IdempotencyHeaders,
        body: CreateRmaBatchRequest,
        response: { 201: RmaBatchResponse },
      },
    ),
    sendCreated(db, async (tx, principal, request) => ({
      batch: await createRmaBatch(tx, principal, request.body),
    })),
  );

  app.get(
    '/rma-batches/:id',
    spec({ access }, { params: IdParams, response: { 200: RmaBatchResponse } }),
    async (request) => ({
      batch: await rmaBatchDetail(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/rma-batches/:id/received',
    spec(
      { access, errorCodes: ['rma_invalid_transition'] },
      { params: IdParams, response: { 200: RmaBatchResponse } },
    ),
    async (request) => ({
      batch: await markReceived(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/rma-batches/:id/close',
    spec(
      {
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
      { params: IdParams, body: CloseRmaBatchRequest, response: { 200: RmaBatchResponse } },
    ),
    async (request) => ({
      batch: await closeRmaBatch(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/rma-batches/:id/report',
    spec(
      { access },
      {
        params: IdParams,
        querystring: DownloadFormat,
        response: { 200: fileAnswer('The report file.', SPREADSHEET_TYPES) },
      },
    ),
    async (request, reply) => {
      const file = await rmaReportFile(
        db,
        principalOf(request),
        request.params.id,
        request.query.format,
      );
      return sendFile(reply, file.fileName, file.contentType, file.body);
    },
  );
};
