import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { assignmentsRoutes } from './modules/assignments';
import { authRoutes, createAuthService, createTokenService, sessionResolver } from './modules/auth';
import { bulkRoutes } from './modules/bulk';
import { dashboardRoutes } from './modules/dashboard';
import { distributorsRoutes, retailersRoutes } from './modules/parties';
import { healthRoutes } from './modules/health';
import { machinesRoutes, scheduleCountCompaction } from './modules/machines';
import { ordersRoutes } from './modules/orders';
import { reportsRoutes } from './modules/reports';
import { securityEventsRoutes } from './modules/security-log';
import { serviceProvidersRoutes } from './modules/service-providers';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { serializerCompiler } from './plugins/serializer';
import { spaPlugin } from './plugins/spa';
import { validatorCompiler } from './plugins/validator';

export type AppDeps = {
  config: Pick<
    Config,
    'logLevel' | 'rateLimitPerMinute' | 'sessionHours' | 'webDist' | 'seedDemo'
  > &
    Partial<Pick<Config, 'trustProxy'>>;
  database: Database;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * How often the machine count deltas are folded (default: every minute); 0 folds none, for
   * tests that compare the database's rows before and after a call (docs/decisions.md).
   */
  countCompactionMs?: number;
};

/** Builds the whole API; no side effects beyond the given database. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    ajv: { customOptions: { strict: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createTokenService(deps.jwtSecret);
  const db = database.db;
  const auth = createAuthService({ db, tokens, sessionHours: config.sessionHours });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { rateLimitPerMinute: config.rateLimitPerMinute });
  await app.register(authPlugin, { resolvePrincipal: sessionResolver(db, tokens) });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, demoMode: config.seedDemo });
      await api.register(authRoutes, { auth, db });
      const deps = { db };
      for (const routes of [
        serviceProvidersRoutes,
        machinesRoutes,
        distributorsRoutes,
        retailersRoutes,
        ordersRoutes,
        assignmentsRoutes,
        bulkRoutes,
        reportsRoutes,
        dashboardRoutes,
        securityEventsRoutes,
      ]) {
        await api.register(routes, deps);
      }
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { webDist: config.webDist });
  scheduleCountCompaction(app, db, deps.countCompactionMs);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
