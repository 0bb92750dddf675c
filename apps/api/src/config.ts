import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { passwordHashOptions } from './lib/passwords';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  LOG_LEVEL: LogLevel.default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'object' && 'problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed;
    }),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REQUIRE_ADMIN_2FA: z.enum(['0', '1']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Device console <no-reply@localhost>'),
  /** Where people open the product: links in emails. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\//, 'PUBLIC_URL must start with http:// or https://')
    .optional(),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1']).optional(),
  /** How often the background worker looks for due work (outbox, jobs, schedules). */
  BACKGROUND_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(1000),
  /**
   * On SIGTERM, how long a process still serves while /api/health/ready answers 503, before it
   * stops taking connections: time for a balancer that checks actively to stop sending.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** API processes (node:cluster) on PostgreSQL; the embedded database always runs one. */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Bearer token that may read /api/metrics from anywhere (loopback needs none). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

/** Every variable the server reads: the schema's, and the hash cost loadConfig checks. */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(Env.shape),
  'PASSWORD_HASH_COST',
];

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Undefined in embedded mode until the data folder's secret is read (see auth/secret.ts). */
  jwtSecret: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof LogLevel>;
  rateLimitPerMinute: number;
  sessionHours: number;
  webDist: string | undefined;
  /** Behind reverse proxies: which of them may name the client in X-Forwarded-For. */
  trustProxy: TrustProxy;
  /** Optional: the request rate limit counts in Redis instead of PostgreSQL. */
  redisUrl: string | undefined;
  /** Admins must turn on two-factor sign-in before anything else. */
  requireAdminTwoFactor: boolean;
  /** Email goes out through this SMTP server; none is sent when unset. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The product's address for links in emails (default: http://localhost:PORT). */
  publicUrl: string;
  /** Webhooks may target private and loopback addresses (tests, closed networks). */
  webhookAllowPrivate: boolean;
  backgroundPollMs: number;
  shutdownDelayMs: number;
  /** How many API processes to run: WORKERS, else one per CPU (PostgreSQL only). */
  workers: number;
  /** Whether WORKERS was set (the embedded database says so when it asks for more than 1). */
  workersRequested: number | undefined;
  metricsToken: string | undefined;
};

/** Reads the configuration from the environment; throws a readable message when it is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET: required with DATABASE_URL (32+ random characters, the same on every API process)',
    );
  }
  try {
    passwordHashOptions(env);
  } catch (err) {
    throw new Error(`Invalid configuration:\n  PASSWORD_HASH_COST: ${(err as Error).message}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    // Embedded: demo data unless SEED_DEMO=0. PostgreSQL: only with SEED_DEMO=1.
    seedDemo: e.DATABASE_URL ? e.SEED_DEMO === '1' : e.SEED_DEMO !== '0',
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    sessionHours: e.SESSION_HOURS,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    requireAdminTwoFactor: e.REQUIRE_ADMIN_2FA === '1',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1',
    backgroundPollMs: e.BACKGROUND_POLL_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    workers: e.DATABASE_URL ? (e.WORKERS ?? os.availableParallelism()) : 1,
    workersRequested: e.WORKERS,
    metricsToken: e.METRICS_TOKEN,
  };
}
