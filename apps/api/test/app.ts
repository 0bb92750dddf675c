import type { UserType } from '@dd/contract';
import { eq } from 'drizzle-orm';
import { buildApp, type App, type AppDeps } from '../src/app';
import type { Database } from '../src/db/client';
import { loggerOptions } from '../src/plugins/logger';
import type { TrustProxy } from '../src/lib/trust-proxy';
import { distributors, outboxEvents, retailers, users } from '../src/db/schema';
import { createUser } from '../src/modules/users';
import { openTestDatabase } from './db';
import { webhookEventOf } from '../src/modules/webhooks';
import { checkAnswers, checkerOf } from './openapi-answers';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const TEST_PASSWORD = 'Correct-Horse-9';

export type TestApp = { app: App; database: Database; close(): Promise<void> };

export async function buildTestApp(
  options: {
    webDist?: string;
    rateLimitPerMinute?: number;
    seedDemo?: boolean;
    /** Off unless asked for: a timer that rewrites rows would race before/after comparisons. */
    countCompactionMs?: number;
    /** A scheduled report's attachment cap (default 20 MB). */
    reportAttachmentMaxBytes?: number;
    /** As TRUST_PROXY gives it (config.ts); none by default. */
    trustProxy?: TrustProxy;
    timeouts?: AppDeps['timeouts'];
    /** REQUIRE_ADMIN_2FA=1. */
    requireAdminTwoFactor?: boolean;
    /** Email through this SMTP server (test/smtp.ts starts one); none by default. */
    smtpUrl?: string;
    /** WEBHOOK_ALLOW_PRIVATE=1 (a receiver on loopback). */
    webhookAllowPrivate?: boolean;
    /** The background worker's clock. */
    now?: () => Date;
    /** The worker polls only when asked: tests call app.background.drain(). */
    backgroundPollMs?: number;
    /** METRICS_TOKEN. */
    metricsToken?: string;
    /** Where the logs go (at this level); none by default. */
    log?: { level: AppDeps['config']['logLevel']; stream: { write(line: string): void } };
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
      sessionHours: 12,
      webDist: options.webDist,
      seedDemo: options.seedDemo ?? false,
      trustProxy: options.trustProxy ?? false,
      requireAdminTwoFactor: options.requireAdminTwoFactor ?? false,
      smtpUrl: options.smtpUrl,
      mailFrom: 'Device console <console@example.test>',
      publicUrl: 'http://console.example.test',
      webhookAllowPrivate: options.webhookAllowPrivate ?? false,
      metricsToken: options.metricsToken,
    },
    database,
    jwtSecret: TEST_SECRET,
    logger: options.log ? loggerOptions(options.log.level, options.log.stream) : false,
    countCompactionMs: options.countCompactionMs ?? 0,
    reportAttachmentMaxBytes: options.reportAttachmentMaxBytes,
    timeouts: options.timeouts,
    backgroundPollMs: options.backgroundPollMs ?? 0,
    now: options.now,
  });
  checkAnswers(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      const wrong = await eventsNotAsDocumented(app, database);
      await app.close();
      await database.close();
      if (wrong.length > 0)
        throw new Error(`Events that do not match the OpenAPI document:\n${wrong.join('\n')}`);
    },
  };
}

/**
 * Every event the file's tests caused, as a webhook would send it, held to the document's
 * `WebhookEvent.<type>`: the schemas of every event type are proven by the flows that emit them.
 */
async function eventsNotAsDocumented(app: App, database: Database): Promise<string[]> {
  const events = await database.db.select().from(outboxEvents);
  const checker = checkerOf(app);
  return events.flatMap((event) => checker.webhookEvent(webhookEventOf(event)) ?? []);
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * Another API process on `database` (as a second instance, or one with another JWT_SECRET): quiet,
 * without rate limit, demo seed or count compaction; not yet ready.
 */
export function buildAppOn(database: Database, jwtSecret = TEST_SECRET) {
  return buildApp({
    config: {
      logLevel: 'silent',
      rateLimitPerMinute: 0,
      sessionHours: 12,
      seedDemo: false,
      webDist: undefined,
    },
    database,
    jwtSecret,
    logger: false,
    countCompactionMs: 0,
  });
}

export async function createDistributor(
  database: Database,
  overrides: Partial<typeof distributors.$inferInsert> = {},
) {
  const n = unique();
  const [d] = await database.db
    .insert(distributors)
    .values({
      name: `Distributor ${n}`,
      email: `d${n}@example.test`,
      phone: '+91 98765 43210',
      companyName: `Company ${n} Pvt Ltd`,
      address: `12 Market Road, Ahmedabad`,
      city: 'Ahmedabad',
      state: 'Gujarat',
      ...overrides,
    })
    .returning();
  return d!;
}

export async function createRetailer(
  database: Database,
  distributorId: number,
  overrides: Partial<typeof retailers.$inferInsert> = {},
) {
  const n = unique();
  const [r] = await database.db
    .insert(retailers)
    .values({
      name: `Retailer ${n}`,
      email: `r${n}@example.test`,
      phone: '+91 91234 56789',
      shopName: `Shop ${n}`,
      address: `4 Station Road, Surat`,
      city: 'Surat',
      state: 'Gujarat',
      distributorId,
      ...overrides,
    })
    .returning();
  return r!;
}

/** Distributor A with its retailer `ra`, and distributor B: the usual cast of a scoping test. */
export async function createTwoDistributors(database: Database) {
  const a = await createDistributor(database);
  const b = await createDistributor(database);
  const ra = await createRetailer(database, a.id);
  return { a, b, ra };
}

/** Creates an account of the role (with its distributor/retailer) and answers its email. */
export async function createAccount(
  database: Database,
  role: UserType,
  links: { distributorId?: number; retailerId?: number } = {},
) {
  let { distributorId, retailerId } = links;
  if (role === 'distributor' && !distributorId)
    distributorId = (await createDistributor(database)).id;
  if (role === 'retailer' && !retailerId) {
    const d = distributorId ?? (await createDistributor(database)).id;
    retailerId = (await createRetailer(database, d)).id;
  }
  const email = `${role}-${unique()}@example.test`;
  const user = await createUser(database.db, {
    name: `Test ${role}`,
    email,
    password: TEST_PASSWORD,
    userType: role,
    distributorId,
    retailerId,
  });
  return { user, email };
}

/** Signs in through the real login route and answers the bearer token. */
export async function login(app: App, email: string, userType: UserType, password = TEST_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, userType },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export async function loginAs(
  t: TestApp,
  role: UserType,
  links: { distributorId?: number; retailerId?: number } = {},
) {
  const { user, email } = await createAccount(t.database, role, links);
  const token = await login(t.app, email, role);
  return { user, email, token, auth: { authorization: `Bearer ${token}` } };
}

export async function setUserStatus(
  database: Database,
  userId: number,
  status: 'ACTIVE' | 'INACTIVE',
) {
  await database.db.update(users).set({ status }).where(eq(users.id, userId));
}
