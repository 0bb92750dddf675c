import { AppMeta, ErrorBody } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** How long a successful database ping vouches for readiness. */
export const HEALTHY_FOR_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  demoMode: boolean;
  requireAdminTwoFactor?: boolean;
}> = async (app, { database, demoMode, requireAdminTwoFactor = false }) => {
  // Readiness, cheaply: concurrent checks share the database ping in flight, and a successful
  // ping answers the checks of the next second too (a load balancer's probes, or a flood of
  // them, cost at most one query a second). A failed ping is not remembered: the next check
  // pings again, so the answer turns 200 as soon as the database is back.
  let inFlight: Promise<void> | undefined;
  let healthyAt = -Infinity;
  /** Undefined when a recent ping vouches for the database, else the ping to wait for. */
  const pending = (): Promise<void> | undefined => {
    const age = Date.now() - healthyAt; // negative if the clock was set back: ping then
    if (age >= 0 && age < HEALTHY_FOR_MS) return undefined;
    inFlight ??= database
      .ping()
      .then(() => {
        healthyAt = Date.now();
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
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
