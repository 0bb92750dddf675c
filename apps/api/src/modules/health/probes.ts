import { ErrorBody } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotReady, Readiness } from './readiness';

const NOT_READY: Record<NotReady, ErrorBody> = {
  db_unavailable: { error: 'Database unreachable', code: 'db_unavailable' },
  migrations_pending: {
    error: 'The database schema is older than this code',
    code: 'migrations_pending',
  },
  shutting_down: { error: 'Shutting down', code: 'shutting_down' },
};
const LIVE = { status: 'live' } as const;
const READY = { status: 'ready' } as const;

/** Liveness and readiness for balancers and supervisors: public, cheap, never rate limited. */
export const probeRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (
  app,
  { readiness },
) => {
  const config = { access: 'public', rateLimit: false } as const;

  // The process answers: no database call (a database outage must not get it restarted).
  app.get(
    '/health/live',
    {
      config,
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('live') }) } },
    },
    (_request, reply) => {
      void reply.send(LIVE);
    },
  );

  app.get(
    '/health/ready',
    {
      config: { ...config, errorCodes: ['db_unavailable', 'migrations_pending', 'shutting_down'] },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ready') }), 503: ErrorBody },
      },
    },
    (_request, reply) => {
      const answer = (problem: NotReady | undefined) => {
        const why = readiness.draining ? 'shutting_down' : problem;
        if (why) void reply.status(503).send(NOT_READY[why]);
        else void reply.send(READY);
      };
      const check = readiness.pending();
      if (!check) return answer(undefined);
      return check.then(answer);
    },
  );
};
