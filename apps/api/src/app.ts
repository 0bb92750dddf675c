import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { createBackground, type Background } from './platform/background';
import { systemClock, type Clock } from './platform/clock';
import { assignmentsRoutes } from './modules/assignments';
import {
  authRoutes,
  countOtherSessions,
  createAuthService,
  createTokenService,
  registerSignInFailurePrune,
  revokeUserSessions,
  sessionResolver,
} from './modules/auth';
import { bulkRoutes, machineBulkRoutes } from './modules/bulk';
import { dashboardRoutes } from './modules/dashboard';
import { distributorsRoutes, retailersRoutes } from './modules/parties';
import { createReadiness, healthRoutes, probeRoutes, type Readiness } from './modules/health';
import { createMetrics, metricsRoutes } from './modules/metrics';
import { notificationsRoutes, registerNotifications } from './modules/notifications';
import { registerReportSchedules, reportSchedulesRoutes } from './modules/report-schedules';
import {
  registerWebhooks,
  sealPlainSecrets,
  webhookSecrets,
  webhooksRoutes,
} from './modules/webhooks';
import { machinesRoutes, registerCountCompaction } from './modules/machines';
import { ordersRoutes } from './modules/orders';
import { reportsRoutes } from './modules/reports';
import { securityEventsRoutes } from './modules/security-log';
import { accountDataRoutes } from './modules/account-data';
import { receiptsRoutes } from './modules/receipts';
import { organisationRoutes } from './modules/organisation';
import { documentsRoutes } from './modules/documents';
import { rmaRoutes } from './modules/rma';
import { transfersRoutes } from './modules/transfers';
import { billingRoutes, documentAttachments, registerBilling } from './modules/billing';
import { activationRoutes } from './modules/activation';
import { serviceProvidersRoutes } from './modules/service-providers';
import { swapsRoutes } from './modules/swaps';
import {
  admitApiToken,
  apiTokenResolver,
  apiTokensRoutes,
  bearerResolver,
  liveTokensOf,
  revokeTokensOf,
} from './modules/api-tokens';
import { registerStockAlerts, stockAlertsRoutes } from './modules/stock-alerts';
import { merchantDocumentsRoutes } from './modules/merchant-documents';
import { createTwoFactorService, twoFactorGate, twoFactorRoutes } from './modules/two-factor';
import { authPlugin } from './plugins/auth';
import { bodyTimeoutPlugin } from './plugins/body-timeout';
import { errorsPlugin } from './plugins/errors';
import {
  clientErrorHandler,
  frameworkErrors,
  refuseUndecodableQuery,
} from './plugins/framework-errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { loggerOptions } from './plugins/logger';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { answerRequestId, requestIdOf } from './plugins/request-id';
import { securityPlugin } from './plugins/security';
import { serializerCompiler } from './plugins/serializer';
import { spaPlugin } from './plugins/spa';
import { validatorCompiler } from './plugins/validator';

export type AppDeps = {
  config: Pick<
    Config,
    'logLevel' | 'rateLimitPerMinute' | 'sessionHours' | 'webDist' | 'seedDemo'
  > &
    Partial<
      Pick<
        Config,
        | 'trustProxy'
        | 'redisUrl'
        | 'requireAdminTwoFactor'
        | 'smtpUrl'
        | 'mailFrom'
        | 'publicUrl'
        | 'webhookAllowPrivate'
        | 'metricsToken'
      >
    >;
  database: Database;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * How often the machine count deltas are folded (default: every minute); 0 folds none, for
   * tests that compare the database's rows before and after a call
   * (docs/decisions/0050-test-app-no-compaction.md).
   */
  countCompactionMs?: number;
  /** A scheduled report's attachment cap (default 20 MB; tests lower it to reach it). */
  reportAttachmentMaxBytes?: number;
  /**
   * How long a request may take to arrive (tests shorten them;
   * docs/decisions/0056-request-hardening.md).
   */
  timeouts?: Partial<Timeouts>;
  /**
   * How often the background worker looks for work (default: every second), and the periodic
   * jobs that give no period of their own run; 0 = no timers at all: the worker and every
   * periodic job run only when `app.background.drain()` is called (tests).
   */
  backgroundPollMs?: number;
  /**
   * The business clock every module and the background read (default: the system's time);
   * tests fix it to see the product at a given time.
   */
  now?: Clock;
  /** Overrides the SMTP mailer built from config.smtpUrl (tests). */
  mailer?: Mailer | null;
};

type Timeouts = {
  /** No byte of a request body for this long: 408. */
  bodyIdleMs: number;
  /** The request line and headers must have arrived within this (Node's headersTimeout). */
  headersMs: number;
  /** The whole request, body included, within this (Node's requestTimeout): a cap for a trickle. */
  requestMs: number;
};

const DEFAULT_TIMEOUTS: Timeouts = {
  bodyIdleMs: 10_000,
  headersMs: 10_000,
  requestMs: 120_000,
};

/** Builds the whole API; no side effects beyond the given database. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...deps.timeouts };
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    genReqId: requestIdOf(config.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    requestTimeout: timeouts.requestMs,
    // Node checks the header and request timeouts every 30 s unless told: answers came late.
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    frameworkErrors,
    clientErrorHandler,
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    ajv: { customOptions: { strict: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', refuseUndecodableQuery);
  app.addHook('onRequest', answerRequestId(config.trustProxy ?? false));
  const metrics = createMetrics(database);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request, reply);
    done();
  });
  const readiness = createReadiness(database);
  app.addHook('preClose', (done) => {
    readiness.drain();
    done();
  });
  app.decorate('readiness', readiness);

  const clock = deps.now ?? systemClock;
  const tokens = createTokenService(deps.jwtSecret);
  // Webhook signing secrets at rest (decision 0149); any still in the clear are sealed now.
  const secrets = webhookSecrets(deps.jwtSecret);
  const db = database.db;
  await sealPlainSecrets(db, secrets);
  const auth = createAuthService({ db, tokens, sessionHours: config.sessionHours });
  const requireAdminTwoFactor = config.requireAdminTwoFactor ?? false;
  const twoFactor = createTwoFactorService({
    db,
    jwtSecret: deps.jwtSecret,
    requireAdminTwoFactor,
    finishSignIn: auth.finishSignIn,
    otherAccess: {
      endSessions: revokeUserSessions,
      countSessions: countOtherSessions,
      revokeTokens: (tx, userId) => revokeTokensOf(tx, [userId]),
      liveTokens: liveTokensOf,
    },
  });

  const mailer =
    deps.mailer !== undefined
      ? deps.mailer
      : createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom ?? 'no-reply@localhost' });
  const publicUrl = config.publicUrl ?? 'http://localhost:3000';
  const webhookAllowPrivate = config.webhookAllowPrivate ?? false;
  // The outbox's worker and every periodic job; the modules register theirs below.
  const background = createBackground({
    db,
    now: clock,
    pollMs: deps.backgroundPollMs ?? 1_000,
    log: app.log,
  });
  app.decorate('background', background);

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(bodyTimeoutPlugin, { idleMs: timeouts.bodyIdleMs });
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin, {
    perMinute: config.rateLimitPerMinute,
    db,
    redisUrl: config.redisUrl,
    background,
  });
  await app.register(authPlugin, {
    // A session's JWT or a personal API token (`ddt_...`), whose limits admitApiToken enforces.
    resolvePrincipal: bearerResolver(sessionResolver(db, tokens), apiTokenResolver(db)),
    admit: admitApiToken,
  });
  await app.register(twoFactorGate, { requireAdminTwoFactor });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        demoMode: config.seedDemo,
        requireAdminTwoFactor,
      });
      await api.register(probeRoutes, { readiness });
      await api.register(metricsRoutes, { metrics, metricsToken: config.metricsToken });
      await api.register(authRoutes, { auth, db });
      await api.register(twoFactorRoutes, { db, twoFactor });
      const deps = { db, clock, publicUrl };
      for (const routes of [
        serviceProvidersRoutes,
        machinesRoutes,
        distributorsRoutes,
        retailersRoutes,
        ordersRoutes,
        assignmentsRoutes,
        bulkRoutes,
        machineBulkRoutes,
        dashboardRoutes,
        securityEventsRoutes,
        accountDataRoutes,
        receiptsRoutes,
        organisationRoutes,
        documentsRoutes,
        swapsRoutes,
        rmaRoutes,
        transfersRoutes,
        activationRoutes,
        apiTokensRoutes,
        stockAlertsRoutes,
        merchantDocumentsRoutes,
        reportsRoutes,
        reportSchedulesRoutes,
        billingRoutes,
      ]) {
        await api.register(routes, deps);
      }
      await api.register(webhooksRoutes, { db, clock, webhookAllowPrivate, secrets });
      await api.register(notificationsRoutes, { db, clock, emailAvailable: mailer !== null });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { webDist: config.webDist });
  registerNotifications(background, {
    db,
    mailer,
    clock,
    publicUrl,
    attachmentsOf: documentAttachments(db),
  });
  registerWebhooks(background, { db, clock, webhookAllowPrivate, secrets });
  registerStockAlerts(background, db);
  registerBilling(background, { db, clock });
  registerReportSchedules(
    background,
    { db, clock, mailer, publicUrl },
    { maxBytes: deps.reportAttachmentMaxBytes },
  );
  registerCountCompaction(background, db, deps.countCompactionMs);
  registerSignInFailurePrune(background, db);
  background.start();
  app.addHook('onClose', async () => {
    await background.stop();
    mailer?.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The background work (outbox, jobs, periodic jobs): tests call drain() to run what is due. */
    background: Background;
    /** Readiness: `drain()` turns /api/health/ready to 503 before the process stops. */
    readiness: Readiness;
  }
}
