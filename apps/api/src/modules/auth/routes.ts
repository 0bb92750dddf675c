import {
  ChangePasswordRequest,
  ErrorBody,
  LoginRequest,
  LoginResponse,
  MeResponse,
  MessageResponse,
  ProfileResponse,
  RegisterRequest,
  RegisterResponse,
  SessionsResponse,
  UpdateProfileRequest,
} from '@dd/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf } from '../../plugins/auth';
import { listSessions } from './sessions';
import type { AuthService } from './commands';

const meta = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; db: Db }> = async (
  app,
  { auth, db },
) => {
  app.post(
    '/auth/login',
    {
      config: { access: 'public', errorCodes: ['invalid_credentials', 'login_throttled'] },
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: LoginResponse, ...errors } },
    },
    async (request) => auth.login(request.body, meta(request)),
  );

  app.post(
    '/auth/register',
    {
      config: {
        access: 'optional',
        errorCodes: ['admin_only', 'email_taken', 'first_account_admin', 'password_too_weak'],
      },
      schema: {
        tags: ['auth'],
        body: RegisterRequest,
        response: { 201: RegisterResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.register(request.body, request.principal, meta(request));
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: MeResponse, ...errors } },
    },
    async (request) => ({ user: await auth.me(principalOf(request)) }),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      await auth.logout(principalOf(request), meta(request));
      return { message: 'Logged out successfully' };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: {
        access: 'authenticated',
        errorCodes: ['current_password_incorrect', 'password_unchanged', 'password_too_weak'],
      },
      schema: {
        tags: ['auth'],
        body: ChangePasswordRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await auth.changePassword(principalOf(request), request.body, meta(request));
      return { message: 'Password changed successfully' };
    },
  );

  app.put(
    '/auth/profile',
    {
      config: {
        access: 'authenticated',
        errorCodes: ['current_password_incorrect', 'email_taken', 'login_throttled'],
      },
      schema: {
        tags: ['auth'],
        body: UpdateProfileRequest,
        response: { 200: ProfileResponse, ...errors },
      },
    },
    async (request) => ({
      user: await auth.updateProfile(principalOf(request), request.body, meta(request)),
      message: 'Profile updated successfully',
    }),
  );

  app.get(
    '/auth/sessions',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: SessionsResponse, ...errors } },
    },
    async (request) => {
      const p = principalOf(request);
      return { sessions: await listSessions(db, p.userId, p.sessionId) };
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      await auth.logoutOthers(principalOf(request), meta(request));
      return { message: 'Signed out of all other sessions' };
    },
  );
};
