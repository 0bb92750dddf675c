import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/lock';
import { embeddedSecret } from './modules/auth';
import {
  ignoredWorkersNotice,
  openConfiguredDatabase,
  printBanner,
  seedDemoIfAsked,
} from './startup';

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) return runPrimary(config);
  const notice = ignoredWorkersNotice(config);
  if (notice) console.log(notice);
  await serve(config);
}

/** One API process: the only one, or a worker of the cluster (whose primary migrated and seeded). */
async function serve(config: Config) {
  const worker = cluster.worker;
  const database = await openConfiguredDatabase(
    config,
    worker ? `ddc-api-worker-${worker.id}` : 'ddc-api',
  );
  const jwtSecret = config.jwtSecret ?? embeddedSecret(config.dataDir);
  const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

  const app = await buildApp({
    config: { ...config, webDist },
    database,
    jwtSecret,
    backgroundPollMs: config.backgroundPollMs,
  });

  if (!worker) {
    const seeded = await seedDemoIfAsked(config, database);
    if (seeded) app.log.info(seeded);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      console.error('shutdown took longer than 30 s: exiting anyway');
      process.exit(1);
    }, 30_000 + config.shutdownDelayMs);
    force.unref();
    // Not ready from now on; what arrives meanwhile is still served, so a balancer that checks
    // /api/health/ready stops sending before the port closes (SHUTDOWN_DELAY_MS).
    app.readiness.drain();
    if (config.shutdownDelayMs > 0) {
      app.log.info(
        { signal, ms: config.shutdownDelayMs },
        'shutting down: not ready, still serving',
      );
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
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
  if (!worker) printBanner(config);
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
