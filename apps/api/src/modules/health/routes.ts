import { AppMeta, ErrorBody } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { vouchedCheck } from './vouched';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  demoMode: boolean;
  requireAdminTwoFactor?: boolean;
}> = async (app, { database, demoMode, requireAdminTwoFactor = false }) => {
  // Concurrent checks share the ping in flight; a good ping vouches for the next second.
  const pending = vouchedCheck(
    () => database.ping(),
    () => true,
  );
  const OK = { status: 'ok', database: 'ok' } as const;

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
    // Not async: answered at once (no promise) while a recent ping vouches, which is nearly
    // always under load.
    (_request, reply) => {
      const ping = pending();
      if (!ping) {
        void reply.send(OK);
        return;
      }
      return ping.then(
        () => OK,
        () => {
          void reply.status(503).send({ error: 'Database unreachable', code: 'db_unavailable' });
        },
      );
    },
  );

  app.get(
    '/meta',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: AppMeta } } },
    async () => ({ demoMode, version: '1.0.0', requireAdminTwoFactor }),
  );
};
