import {
  ErrorBody,
  type ErrorCode,
  LoginSuccess,
  MessageResponse,
  RecoveryCodesResponse,
  TwoFactorEnableRequest,
  TwoFactorLoginRequest,
  TwoFactorProofRequest,
  TwoFactorSetupRequest,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@dd/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/http-errors';
import { principalOf } from '../../plugins/auth';
import type { TwoFactorService } from './commands';
import { twoFactorStatus } from './queries';

const meta = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** The sign-in's second step and the caller's own 2FA (Profile > Security). */
/** Why a password-and-code proof (turning 2FA off, new recovery codes) is refused. */
const PROOF_REFUSALS = [
  'current_password_incorrect',
  'two_factor_invalid',
  'two_factor_code_used',
  'two_factor_not_enabled',
  'login_throttled',
] as const satisfies readonly ErrorCode[];

export const twoFactorRoutes: FastifyPluginAsyncZod<{
  db: Db;
  twoFactor: TwoFactorService;
}> = async (app, { db, twoFactor }) => {
  app.post(
    '/auth/login/two-factor',
    {
      config: {
        access: 'public',
        errorCodes: [
          'two_factor_invalid',
          'two_factor_code_used',
          'two_factor_sign_in_expired',
          'login_throttled',
        ],
      },
      schema: {
        tags: ['auth'],
        body: TwoFactorLoginRequest,
        response: { 200: LoginSuccess, ...errors },
      },
    },
    async (request) => twoFactor.completeSignIn(request.body, meta(request)),
  );

  app.get(
    '/auth/two-factor',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: TwoFactorStatus, ...errors } },
    },
    async (request) => {
      const status = await twoFactorStatus(db, principalOf(request).userId, twoFactor.requiredFor);
      if (!status) throw unauthorized('session_expired');
      return status;
    },
  );

  app.post(
    '/auth/two-factor/setup',
    {
      config: {
        access: 'authenticated',
        errorCodes: ['current_password_incorrect', 'two_factor_already_enabled'],
      },
      schema: {
        tags: ['auth'],
        body: TwoFactorSetupRequest,
        response: { 200: TwoFactorSetupResponse, ...errors },
      },
    },
    async (request) => twoFactor.setup(principalOf(request), request.body.password),
  );

  app.post(
    '/auth/two-factor/enable',
    {
      config: {
        access: 'authenticated',
        errorCodes: [
          'two_factor_invalid',
          'two_factor_code_used',
          'two_factor_not_started',
          'two_factor_already_enabled',
          'login_throttled',
        ],
      },
      schema: {
        tags: ['auth'],
        body: TwoFactorEnableRequest,
        response: { 200: RecoveryCodesResponse, ...errors },
      },
    },
    async (request) => twoFactor.enable(principalOf(request), request.body, meta(request)),
  );

  app.post(
    '/auth/two-factor/disable',
    {
      config: {
        access: 'authenticated',
        errorCodes: [...PROOF_REFUSALS, 'two_factor_mandatory'],
      },
      schema: {
        tags: ['auth'],
        body: TwoFactorProofRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await twoFactor.disable(principalOf(request), request.body, meta(request));
      return { message: 'Two-factor sign-in turned off' };
    },
  );

  app.post(
    '/auth/two-factor/recovery-codes',
    {
      config: {
        access: 'authenticated',
        errorCodes: PROOF_REFUSALS,
      },
      schema: {
        tags: ['auth'],
        body: TwoFactorProofRequest,
        response: { 200: RecoveryCodesResponse, ...errors },
      },
    },
    async (request) =>
      twoFactor.regenerateRecoveryCodes(principalOf(request), request.body, meta(request)),
  );
};
