import { AppMeta, ErrorBody } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  demoMode: boolean;
}> = async (app, { database, demoMode }) => {
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
        await database.ping();
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
