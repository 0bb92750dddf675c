import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Throwaway PostgreSQL databases for process tests, on the server of `baseUrl` (DATABASE_URL).
 * Each has a random name; drop() removes it even with connections still open.
 */
export async function throwawayDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Fails (never skips) when a PostgreSQL client tool the test runs is missing: with DATABASE_URL
 * set, backups and upgrades must be tested.
 */
export function requirePgTool(tool: 'pg_dump' | 'pg_restore'): void {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      `${tool} not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) to run the PostgreSQL backup and upgrade tests`,
    );
  }
}
