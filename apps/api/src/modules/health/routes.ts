import { AppMeta, ErrorBody } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  demoMode: boolean;
}> = async (app, { database, demoMode }) => {
  // Concurrent health checks share the database ping in flight instead of each sending one: under
  // load (or many load-balancer probes) that is one round trip at a time, not one per request.
  // Every answer still comes from a ping that was running while the request was being served.
  let inFlight: Promise<void> | undefined;
  const ping = () => {
    inFlight ??= database.ping().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: ErrorBody,
        },
      },
    },
    async (_request, reply) => {
      try {
        await ping();
      } catch {
        return reply.status(503).send({ error: 'Database unreachable' });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  app.get(
    '/meta',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: AppMeta } } },
    async () => ({ demoMode, version: '1.0.0' }),
  );
};
