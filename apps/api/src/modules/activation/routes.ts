import {
  ActivationImportRequest,
  ActivationImportResponse,
  ActivationStepInput,
  BulkActivationInput,
  BulkActivationResponse,
  ErrorBody,
  type ErrorCode,
  IdParams,
  MachineResponse,
  ProviderSettings,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { stepMachine, stepMachines } from './commands';
import { importActivations } from './import';
import { providerSettings, updateProviderSettings } from './provider-settings';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
};

const STEP_CODES: ErrorCode[] = [
  'activation_not_at_retailer',
  'activation_step_invalid',
  'activation_kyc_unverified',
  'admin_only',
];

/** The provider's file is a CSV of up to 5 MB inside JSON (escaping adds a little). */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * Devices at the merchant: install, activation and deactivation steps (one device, a selection,
 * the provider's file) and a provider's settings (idle days, swap mapping rule).
 */
export const activationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.post(
    '/machines/:id/activation',
    {
      // Install: admin or the holding distributor; ACTIVATED / DEACTIVATED: admin (steps.ts).
      config: { access: 'assignments:write', errorCodes: STEP_CODES },
      schema: {
        tags: ['machines'],
        params: IdParams,
        body: ActivationStepInput,
        response: { 200: MachineResponse, ...errors },
      },
    },
    async (request) => ({
      machine: await stepMachine(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/machines/activation',
    {
      config: { access: 'assignments:write', errorCodes: [...STEP_CODES, 'machines_not_found'] },
      schema: {
        tags: ['machines'],
        body: BulkActivationInput,
        response: { 200: BulkActivationResponse, ...errors },
      },
    },
    async (request) => stepMachines(db, principalOf(request), request.body),
  );

  app.post(
    '/machines/activation/import',
    {
      config: { access: 'machines:write' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['machines'],
        body: ActivationImportRequest,
        response: { 200: ActivationImportResponse, ...errors },
      },
    },
    async (request) => importActivations(db, principalOf(request), request.body),
  );

  app.get(
    '/service-providers/:id/settings',
    {
      config: { access: 'providers:write' },
      schema: {
        tags: ['service-providers'],
        params: IdParams,
        response: { 200: ProviderSettings, ...errors },
      },
    },
    async (request) => providerSettings(db, request.params.id),
  );

  app.put(
    '/service-providers/:id/settings',
    {
      config: { access: 'providers:write' },
      schema: {
        tags: ['service-providers'],
        params: IdParams,
        body: ProviderSettings,
        response: { 200: ProviderSettings, ...errors },
      },
    },
    async (request) =>
      updateProviderSettings(db, principalOf(request), request.params.id, request.body),
  );
};
