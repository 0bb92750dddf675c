import {
  CreateReceiptRequest,
  DownloadFormat,
  IdParams,
  ReceiptItemListQuery,
  ReceiptItemListResponse,
  ReceiptItemParams,
  ReceiptListQuery,
  ReceiptListResponse,
  ReceiptResolutionRequest,
  ReceiptResolutionResponse,
  ReceiptResponse,
  ReceiptScanBatchRequest,
  ReceiptScanBatchResponse,
  ReceiptScanRequest,
  ReceiptScanResponse,
  ReceiptUploadQuery,
} from '@dd/contract';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders, uploadHash } from '../../platform/idempotency';
import { acceptCsvUploads, uploadedCsv } from '../machines';
import { badRequest } from '../../lib/http-errors';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import {
  fileAnswer,
  idempotentRoute,
  routeSpec,
  sendReplayable,
  SPREADSHEET_TYPES,
  uploadErrorResponses,
} from '../route-spec';
import { closeReceipt } from './close';
import { receiveStock } from './create/receive';
import { discrepancyFile } from './discrepancies';
import { listReceiptItems, listReceipts, receiptDetail } from './queries';
import { resolveItem } from './resolve';
import { scanSerial, scanSerials } from './scan';
import { sendFile } from '../../lib/send-file';

const spec = routeSpec('receipts', uploadErrorResponses);

/** A JSON body: about 50,000 devices with every column, as JSON rows or CSV text. */
const CREATE_BODY_LIMIT = 24 * 1024 * 1024;
const CREATE_ERROR_CODES = [
  'receipt_list_empty',
  'receipt_list_invalid',
  'csv_unreadable',
] as const;

/** Stock receipts: admin only (machines:write), every call. */
const access = 'machines:write' as const;

export const receiptsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  // The expected list as a file (POST /receipts/upload) streams; see machines/import-upload.ts.
  acceptCsvUploads(app);
  app.get(
    '/receipts',
    spec({ access }, { querystring: ReceiptListQuery, response: { 200: ReceiptListResponse } }),
    async (request) => listReceipts(db, principalOf(request), request.query),
  );

  app.post(
    '/receipts',
    {
      ...spec(
        { access, errorCodes: CREATE_ERROR_CODES },
        {
          headers: IdempotencyHeaders,
          body: CreateReceiptRequest,
          response: { 201: ReceiptResponse },
        },
      ),
      bodyLimit: CREATE_BODY_LIMIT,
    },
    idempotentRoute(async (request, principal, write) => {
      const { items, csv, type, model, manufacturer, ...header } = request.body;
      const devices = { type, model, manufacturer };
      const list = items ? { items } : { csv: Readable.from([csv ?? '']), devices };
      return receiveStock(db, principal, header, list, write);
    }),
  );

  app.post(
    '/receipts/upload',
    spec(
      { access, errorCodes: CREATE_ERROR_CODES, csvUpload: true },
      {
        description:
          'The expected list as a CSV file (`Content-Type: text/csv`, streamed, any length); the receipt in the query. The same answer as POST /receipts.',
        headers: IdempotencyHeaders,
        querystring: ReceiptUploadQuery,
        response: { 201: ReceiptResponse },
      },
    ),
    idempotentRoute(async (request, principal, write) => {
      const body = request.body;
      if (!(body instanceof Readable)) {
        throw badRequest('csv_unreadable', 'Send the expected list as a text/csv file');
      }
      const { type, model, manufacturer, ...header } = request.query;
      const devices = { type, model, manufacturer };
      // The request's hash is its query and the file's bytes, taken while the file is staged.
      const upload = uploadHash(
        request.method,
        request.url,
        request.query,
        uploadedCsv(request, body),
      );
      const list = { csv: upload.file, devices, requestHash: upload.digest };
      return receiveStock(db, principal, header, list, write);
    }),
  );

  app.get(
    '/receipts/:id',
    spec({ access }, { params: IdParams, response: { 200: ReceiptResponse } }),
    async (request) => ({
      receipt: await receiptDetail(db, principalOf(request), request.params.id),
    }),
  );

  app.get(
    '/receipts/:id/items',
    spec(
      { access },
      {
        params: IdParams,
        querystring: ReceiptItemListQuery,
        response: { 200: ReceiptItemListResponse },
      },
    ),
    async (request) => listReceiptItems(db, principalOf(request), request.params.id, request.query),
  );

  // Both scan calls are idempotent: a scan queued offline is sent again when its answer was lost.
  const scanSpec = <Body extends z.ZodType, Answer extends z.ZodType>(body: Body, answer: Answer) =>
    spec(
      { access, errorCodes: ['receipt_closed'] },
      { headers: IdempotencyHeaders, params: IdParams, body, response: { 200: answer } },
    );

  app.post(
    '/receipts/:id/scans',
    scanSpec(ReceiptScanRequest, ReceiptScanResponse),
    sendReplayable(db, (tx, principal, request) =>
      scanSerial(tx, principal, request.params.id, request.body),
    ),
  );

  app.post(
    '/receipts/:id/scans/batch',
    scanSpec(ReceiptScanBatchRequest, ReceiptScanBatchResponse),
    sendReplayable(db, (tx, principal, request) =>
      scanSerials(tx, principal, request.params.id, request.body),
    ),
  );

  app.post(
    '/receipts/:id/close',
    spec(
      { access, errorCodes: ['receipt_closed', 'receipt_serials_taken'] },
      { params: IdParams, response: { 200: ReceiptResponse } },
    ),
    async (request) => ({
      receipt: await closeReceipt(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/receipts/:id/items/:itemId/resolution',
    spec(
      {
        access,
        errorCodes: [
          'receipt_not_closed',
          'receipt_resolution_invalid',
          'receipt_device_details_required',
          'receipt_write_off_note_required',
          'receipt_serials_taken',
        ],
      },
      {
        params: ReceiptItemParams,
        body: ReceiptResolutionRequest,
        response: { 200: ReceiptResolutionResponse },
      },
    ),
    async (request) =>
      resolveItem(db, principalOf(request), request.params.id, request.params.itemId, request.body),
  );

  app.get(
    '/receipts/:id/discrepancies',
    spec(
      { access },
      {
        params: IdParams,
        querystring: DownloadFormat,
        response: { 200: fileAnswer('The discrepancy file.', SPREADSHEET_TYPES) },
      },
    ),
    async (request, reply) => {
      const file = await discrepancyFile(
        db,
        principalOf(request),
        request.params.id,
        request.query.format,
        request.log,
      );
      return sendFile(reply, file.fileName, file.contentType, file.body);
    },
  );
};
