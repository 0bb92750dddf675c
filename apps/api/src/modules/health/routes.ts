import { AppMeta, ErrorBody } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** How long a successful database ping vouches for readiness. */
export const HEALTHY_FOR_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  demoMode: boolean;
}> = async (app, { database, demoMode }) => {
  // Readiness, cheaply: concurrent checks share the database ping in flight, and a successful
  // ping answers the checks of the next second too (a load balancer's probes, or a flood of
  // them, cost at most one query a second). A failed ping is not remembered: the next check
  // pings again, so the answer turns 200 as soon as the database is back.
  let inFlight: Promise<void> | undefined;
  let healthyAt = -Infinity;
  const ready = async () => {
    const age = Date.now() - healthyAt; // negative if the clock was set back: ping then
    if (age >= 0 && age < HEALTHY_FOR_MS) return;
    inFlight ??= database
      .ping()
      .then(() => {
        healthyAt = Date.now();
      })
      .finally(() => {
        inFlight = undefined;
      });
    await inFlight;
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
        await ready();
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
