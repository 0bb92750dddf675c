import {
  ErrorBody,
  IdParams,
  MachineHistoryResponse,
  MachineImportQuery,
  MachineImportRequest,
  MachineImportResponse,
  MachineInput,
  MachineListQuery,
  MachineListResponse,
  MachineResponse,
  MachineUpdate,
  ResolveSerialsRequest,
  ResolveSerialsResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders, sendIdempotent } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { machineHistory } from './queries/history';
import { resolveSerials } from './queries/resolve-serials';
import { importMachines } from './commands/import';
import { acceptCsvUploads, importJobOf, importValidatorCompiler } from './import-upload';
import { findScopedMachine, listMachines } from './queries/list';
import { toMachine } from './serialize';
import { createMachine, updateMachine } from './commands/write';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
};

/** A JSON import body is a CSV of up to 5 MB inside JSON (escaping adds a little). */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

export const machinesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  acceptCsvUploads(app);

  app.get(
    '/machines',
    {
      config: { access: 'machines:read' },
      schema: {
        tags: ['machines'],
        querystring: MachineListQuery,
        response: { 200: MachineListResponse, ...errors },
      },
    },
    async (request) => listMachines(db, principalOf(request), request.query),
  );

  app.post(
    '/machines/resolve-serials',
    {
      config: { access: 'machines:read' },
      schema: {
        tags: ['machines'],
        body: ResolveSerialsRequest,
        response: { 200: ResolveSerialsResponse, ...errors },
      },
    },
    async (request) => resolveSerials(db, principalOf(request), request.body.serials),
  );

  app.get(
    '/machines/:id',
    {
      config: { access: 'machines:read' },
      schema: {
        tags: ['machines'],
        params: IdParams,
        response: { 200: MachineResponse, ...errors },
      },
    },
    async (request) => ({
      machine: toMachine(await findScopedMachine(db, principalOf(request), request.params.id)),
    }),
  );

  app.post(
    '/machines',
    {
      config: { access: 'machines:write', errorCodes: ['serial_taken', 'tid_taken', 'qr_taken'] },
      schema: {
        tags: ['machines'],
        headers: IdempotencyHeaders,
        body: MachineInput,
        response: { 201: MachineResponse, ...errors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return sendIdempotent(db, request, reply, principal.userId, async (tx) => ({
        statusCode: 201,
        body: { machine: await createMachine(tx, principal, request.body) },
      }));
    },
  );

  app.put(
    '/machines/:id',
    {
      config: {
        access: 'machines:write',
        errorCodes: ['serial_taken', 'tid_taken', 'qr_taken', 'machines_held'],
      },
      schema: {
        tags: ['machines'],
        params: IdParams,
        body: MachineUpdate,
        response: { 200: MachineResponse, ...errors },
      },
    },
    async (request) => ({
      machine: await updateMachine(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/machines/import',
    {
      config: { access: 'machines:write', csvUpload: true },
      bodyLimit: IMPORT_BODY_LIMIT,
      // The compiler's type is fixed per route schema; this one wraps the app's own.
      validatorCompiler: importValidatorCompiler as never,
      schema: {
        tags: ['machines'],
        description:
          'The file as the body (`Content-Type: text/csv`, streamed; `dryRun` and `serviceProviderId` in the query), or the JSON body below.',
        querystring: MachineImportQuery,
        body: MachineImportRequest,
        response: { 200: MachineImportResponse, ...errors },
      },
    },
    async (request) => importMachines(db, principalOf(request), importJobOf(request)),
  );

  app.get(
    '/reports/machine-history/:id',
    {
      config: { access: 'machines:read' },
      schema: {
        tags: ['reports', 'machines'],
        params: IdParams,
        response: { 200: MachineHistoryResponse, ...errors },
      },
    },
    async (request) => machineHistory(db, principalOf(request), request.params.id),
  );
};
