import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { seedDemoIfEmpty, DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo';
import { seedBillingDemo } from './modules/billing';
import { tellInAppOnly } from './modules/notifications';

/** Opens (and migrates) the configured database; `processName` labels PostgreSQL connections. */
export function openConfiguredDatabase(config: Config, processName: string): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        applicationName: processName,
      })
    : openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'pgdata') });
}

/** Loads the demo data when SEED_DEMO asks for it; answers what happened, for the log. */
export async function seedDemoIfAsked(
  config: Config,
  database: Database,
): Promise<string | undefined> {
  if (!config.seedDemo) return undefined;
  return (await seedFullDemo(database.db))
    ? 'demo data loaded into the empty database'
    : 'database already has data; demo seed skipped';
}

/**
 * The demo data with its billing, into an empty database. The invoices and payments it records
 * emit their events like any: they go to the bell only, so seeding mails nobody.
 */
export function seedFullDemo(db: Db): Promise<boolean> {
  return seedDemoIfEmpty(db, async (tx, now, admin) => {
    await seedBillingDemo(tx, now, admin);
    await tellInAppOnly(tx);
  });
}

/** The line printed when WORKERS asks for more processes than the embedded database allows. */
export function ignoredWorkersNotice(config: Config): string | undefined {
  const asked = config.workersRequested ?? 1;
  if (config.databaseUrl || asked <= 1) return undefined;
  return `WORKERS=${asked} ignored: the embedded database runs in one process; use PostgreSQL (DATABASE_URL) for more`;
}

/** What an operator needs once the API listens: its address, demo accounts, email on or off. */
export function printBanner(config: Config): void {
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded database in ${config.dataDir}`;
  const processes = config.workers > 1 ? `, ${config.workers} worker processes` : '';
  console.log(
    `\nDevice console is running on http://localhost:${config.port}  (${where}${processes})`,
  );
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
