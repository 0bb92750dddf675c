import {
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
import { IdempotencyHeaders } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { routeSpec, sendCreated, uploadErrorResponses } from '../route-spec';
import { machineHistory } from './queries/history';
import { resolveSerials } from './queries/resolve-serials';
import { importMachines } from './commands/import';
import { acceptCsvUploads, importJobOf, importValidatorCompiler } from './import-upload';
import { listMachines } from './queries/list';
import { machineDetail } from './queries/holding';
import { createMachine, updateMachine } from './commands/write';

const spec = routeSpec('machines', uploadErrorResponses);

/** A JSON import body is a CSV of up to 5 MB inside JSON (escaping adds a little). */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

export const machinesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  acceptCsvUploads(app);

  app.get(
    '/machines',
    spec(
      { access: 'machines:read' },
      { querystring: MachineListQuery, response: { 200: MachineListResponse } },
    ),
    async (request) => listMachines(db, principalOf(request), request.query),
  );

  app.post(
    '/machines/resolve-serials',
    spec(
      { access: 'machines:read' },
      { body: ResolveSerialsRequest, response: { 200: ResolveSerialsResponse } },
    ),
    async (request) => resolveSerials(db, principalOf(request), request.body.serials),
  );

  app.get(
    '/machines/:id',
    spec({ access: 'machines:read' }, { params: IdParams, response: { 200: MachineResponse } }),
    async (request) => machineDetail(db, principalOf(request), request.params.id),
  );

  app.post(
    '/machines',
    spec(
      { access: 'machines:write', errorCodes: ['serial_taken', 'tid_taken', 'qr_taken'] },
      { headers: IdempotencyHeaders, body: MachineInput, response: { 201: MachineResponse } },
    ),
    sendCreated(db, async (tx, principal, request) => ({
      machine: await createMachine(tx, principal, request.body),
    })),
  );

  app.put(
    '/machines/:id',
    spec(
      {
        access: 'machines:write',
        errorCodes: ['serial_taken', 'tid_taken', 'qr_taken', 'machines_held'],
      },
      { params: IdParams, body: MachineUpdate, response: { 200: MachineResponse } },
    ),
    async (request) => ({
      machine: await updateMachine(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/machines/import',
    {
      ...spec(
        { access: 'machines:write', csvUpload: true },
        {
          description:
            'The file as the body (`Content-Type: text/csv`, streamed; `dryRun` and `serviceProviderId` in the query), or the JSON body below.',
          querystring: MachineImportQuery,
          body: MachineImportRequest,
          response: { 200: MachineImportResponse },
        },
      ),
      bodyLimit: IMPORT_BODY_LIMIT,
      // The compiler's type is fixed per route schema; this one wraps the app's own.
      validatorCompiler: importValidatorCompiler as never,
    },
    async (request) => importMachines(db, principalOf(request), importJobOf(request)),
  );

  app.get(
    '/reports/machine-history/:id',
    spec(
      { access: 'machines:read' },
      {
        tags: ['reports', 'machines'],
        params: IdParams,
        response: { 200: MachineHistoryResponse },
      },
    ),
    async (request) => machineHistory(db, principalOf(request), request.params.id),
  );
};
