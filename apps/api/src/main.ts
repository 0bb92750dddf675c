import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seedDemoIfEmpty, DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo';
import { embeddedSecret } from './modules/auth';

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
      })
    : await openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'pgdata') });
  const jwtSecret = config.jwtSecret ?? embeddedSecret(config.dataDir);
  const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

  const app = await buildApp({
    config: { ...config, webDist },
    database,
    jwtSecret,
    backgroundPollMs: config.backgroundPollMs,
  });

  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(database.db);
    app.log.info(
      seeded
        ? 'demo data loaded into the empty database'
        : 'database already has data; demo seed skipped',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      console.error('shutdown took longer than 30 s: exiting anyway');
      process.exit(1);
    }, 30_000);
    force.unref();
    // Connections that were busy when closing began go idle later; close those as they do, or
    // server.close() waits for their keep-alive timeout.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(idle);
      await database.close();
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed:', err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded database in ${config.dataDir}`;
  console.log(`\nDevice console is running on http://localhost:${config.port}  (${where})`);
  if (config.seedDemo) {
    console.log(`Demo sign-in (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.userType.padEnd(11)} ${a.email}`);
  }
  console.log(
    config.smtpUrl
      ? `Email: on, through ${new URL(config.smtpUrl).host} as ${config.mailFrom}`
      : 'Email: off (SMTP_URL is not set); in-app notifications and webhooks still work',
  );
  console.log(`API documentation: http://localhost:${config.port}/api/docs\n`);
}

type DatabaseError = { code?: unknown; message?: string; detail?: string; hint?: string };

/**
 * A migration that stopped on purpose (RAISE EXCEPTION, e.g. 0010 finding machines whose codes
 * clash ignoring case): its message, detail and hint, without drizzle's wrapper (the SQL text).
 */
function migrationRefusal(err: unknown): string | undefined {
  let e = err as (DatabaseError & { cause?: unknown }) | undefined;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause as typeof e) {
    if (e.code === 'P0001') {
      return [e.message, e.detail, e.hint && `\n${e.hint}`].filter(Boolean).join('\n');
    }
  }
  return undefined;
}

main().catch((err: unknown) => {
  const refusal = migrationRefusal(err);
  if (
    err instanceof DataDirLockedError ||
    (err instanceof Error && err.message.startsWith('Invalid configuration'))
  ) {
    console.error(`\n${err.message}\n`);
  } else if (refusal) {
    console.error(`\nThe database upgrade did not run:\n${refusal}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
