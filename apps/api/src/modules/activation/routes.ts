import {
  ActivationImportQuery,
  ActivationImportRequest,
  ActivationImportResponse,
  ActivationStepInput,
  BulkActivationInput,
  BulkActivationResponse,
  type ErrorCode,
  IdParams,
  MachineResponse,
  ProviderSettings,
  todayInIndia,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { principalOf } from '../../plugins/auth';
import { acceptCsvUploads, importValidatorCompiler, uploadedCsv } from '../machines';
import type { ModuleDeps } from '../deps';
import { routeSpec, sendReplayable, uploadErrorResponses } from '../route-spec';
import { IdempotencyHeaders } from '../../platform/idempotency';
import { stepMachine, stepMachines } from './commands';
import { importActivations } from './import';
import { providerSettings, updateProviderSettings } from './provider-settings';

const spec = routeSpec('machines', uploadErrorResponses);

const STEP_CODES: ErrorCode[] = [
  'activation_not_at_retailer',
  'activation_not_delivered',
  'activation_step_invalid',
  'activation_kyc_unverified',
  'activation_date_in_future',
  'admin_only',
];

/** A JSON body is a CSV of up to 5 MB inside JSON (escaping adds a little). */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * Devices at the merchant: install, activation and deactivation steps (one device, a selection,
 * the provider's file) and a provider's settings (idle days, swap mapping rule).
 */
export const activationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  acceptCsvUploads(app);

  app.post(
    '/machines/:id/activation',
    // Install: admin, the holding distributor or retailer; ACTIVATED / DEACTIVATED: admin (steps.ts).
    spec(
      { access: 'machines:install', errorCodes: STEP_CODES },
      {
        headers: IdempotencyHeaders,
        params: IdParams,
        body: ActivationStepInput,
        response: { 200: MachineResponse },
      },
    ),
    // Idempotent: a step queued offline is sent again when its answer was lost.
    sendReplayable(db, async (tx, principal, request) => ({
      machine: await stepMachine(
        tx,
        principal,
        request.params.id,
        request.body,
        todayInIndia(clock()),
      ),
    })),
  );

  app.post(
    '/machines/activation',
    spec(
      { access: 'machines:install', errorCodes: [...STEP_CODES, 'machines_not_found'] },
      { body: BulkActivationInput, response: { 200: BulkActivationResponse } },
    ),
    async (request) => stepMachines(db, principalOf(request), request.body, todayInIndia(clock())),
  );

  app.post(
    '/machines/activation/import',
    {
      ...spec(
        { access: 'machines:write', csvUpload: true },
        {
          description:
            'The file as the body (`Content-Type: text/csv`, streamed; `dryRun` in the query), or the JSON body below.',
          querystring: ActivationImportQuery,
          body: ActivationImportRequest,
          response: { 200: ActivationImportResponse },
        },
      ),
      bodyLimit: IMPORT_BODY_LIMIT,
      // The compiler's type is fixed per route schema; this one wraps the app's own.
      validatorCompiler: importValidatorCompiler as never,
    },
    async (request) => {
      const body = request.body as ActivationImportRequest | Readable;
      const job =
        body instanceof Readable
          ? { csv: uploadedCsv(request, body), dryRun: request.query.dryRun }
          : { csv: Readable.from([body.csv]), dryRun: body.dryRun };
      return importActivations(db, principalOf(request), job, todayInIndia(clock()));
    },
  );

  app.get(
    '/service-providers/:id/settings',
    spec(
      { access: 'providers:write' },
      { tags: ['service-providers'], params: IdParams, response: { 200: ProviderSettings } },
    ),
    async (request) => providerSettings(db, request.params.id),
  );

  app.put(
    '/service-providers/:id/settings',
    spec(
      { access: 'providers:write' },
      {
        tags: ['service-providers'],
        params: IdParams,
        body: ProviderSettings,
        response: { 200: ProviderSettings },
      },
    ),
    async (request) =>
      updateProviderSettings(db, principalOf(request), request.params.id, request.body),
  );
};
