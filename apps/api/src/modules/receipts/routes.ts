import {
  CreateReceiptRequest,
  DiscrepancyQuery,
  ErrorBody,
  IdParams,
  ReceiptItemListQuery,
  ReceiptItemListResponse,
  ReceiptItemParams,
  ReceiptListQuery,
  ReceiptListResponse,
  ReceiptResolutionRequest,
  ReceiptResolutionResponse,
  ReceiptResponse,
  ReceiptScanRequest,
  ReceiptScanResponse,
} from '@dd/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders, sendIdempotent } from '../../lib/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { closeReceipt } from './close';
import { createReceipt } from './create/create';
import { discrepancyFile } from './discrepancies';
import { listReceiptItems, listReceipts, receiptDetail } from './queries';
import { resolveItem } from './resolve';
import { scanSerial } from './scan';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
};

/** A list of 50,000 devices with every column, as JSON rows or CSV text. */
const CREATE_BODY_LIMIT = 24 * 1024 * 1024;

function sendFile(reply: FastifyReply, file: Awaited<ReturnType<typeof discrepancyFile>>) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

/** Stock receipts: admin only (machines:write), every call. */
const access = 'machines:write' as const;

export const receiptsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/receipts',
    {
      config: { access },
      schema: {
        tags: ['receipts'],
        querystring: ReceiptListQuery,
        response: { 200: ReceiptListResponse, ...errors },
      },
    },
    async (request) => listReceipts(db, principalOf(request), request.query),
  );

  app.post(
    '/receipts',
    {
      config: {
        access,
        errorCodes: [
          'receipt_list_empty',
          'receipt_list_invalid',
          'csv_unreadable',
          'csv_too_many_rows',
          'idempotency_key_invalid',
          'idempotency_key_reused',
        ],
      },
      bodyLimit: CREATE_BODY_LIMIT,
      schema: {
        tags: ['receipts'],
        headers: IdempotencyHeaders,
        body: CreateReceiptRequest,
        response: { 201: ReceiptResponse, ...errors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return sendIdempotent(db, request, reply, principal.userId, async (tx) => ({
        statusCode: 201,
        body: { receipt: await createReceipt(tx, principal, request.body) },
      }));
    },
  );

  app.get(
    '/receipts/:id',
    {
      config: { access },
      schema: {
        tags: ['receipts'],
        params: IdParams,
        response: { 200: ReceiptResponse, ...errors },
      },
    },
    async (request) => ({
      receipt: await receiptDetail(db, principalOf(request), request.params.id),
    }),
  );

  app.get(
    '/receipts/:id/items',
    {
      config: { access },
      schema: {
        tags: ['receipts'],
        params: IdParams,
        querystring: ReceiptItemListQuery,
        response: { 200: ReceiptItemListResponse, ...errors },
      },
    },
    async (request) => listReceiptItems(db, principalOf(request), request.params.id, request.query),
  );

  app.post(
    '/receipts/:id/scans',
    {
      config: { access, errorCodes: ['receipt_closed'] },
      schema: {
        tags: ['receipts'],
        params: IdParams,
        body: ReceiptScanRequest,
        response: { 200: ReceiptScanResponse, ...errors },
      },
    },
    async (request) => scanSerial(db, principalOf(request), request.params.id, request.body),
  );

  app.post(
    '/receipts/:id/close',
    {
      config: { access, errorCodes: ['receipt_closed', 'receipt_serials_taken'] },
      schema: {
        tags: ['receipts'],
        params: IdParams,
        response: { 200: ReceiptResponse, ...errors },
      },
    },
    async (request) => ({
      receipt: await closeReceipt(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/receipts/:id/items/:itemId/resolution',
    {
      config: {
        access,
        errorCodes: [
          'receipt_not_closed',
          'receipt_resolution_invalid',
          'receipt_device_details_required',
          'receipt_serials_taken',
        ],
      },
      schema: {
        tags: ['receipts'],
        params: ReceiptItemParams,
        body: ReceiptResolutionRequest,
        response: { 200: ReceiptResolutionResponse, ...errors },
      },
    },
    async (request) =>
      resolveItem(db, principalOf(request), request.params.id, request.params.itemId, request.body),
  );

  app.get(
    '/receipts/:id/discrepancies',
    {
      config: { access },
      schema: {
        tags: ['receipts'],
        params: IdParams,
        querystring: DiscrepancyQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const file = await discrepancyFile(
        db,
        principalOf(request),
        request.params.id,
        request.query.format,
      );
      return sendFile(reply, file);
    },
  );
};
