// Runs the Playwright journeys when a Chromium is available; says so loudly when it is not.
// Builds the product first if it has not been built. With DATABASE_URL set, the journeys run on
// a fresh database of that PostgreSQL server, dropped afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const chromium = chromiumPath();
if (!chromium || !fs.existsSync(chromium)) {
  console.warn('\n' + '!'.repeat(78));
  console.warn(
    `!! BROWSER JOURNEYS SKIPPED: no Chromium ${chromium ? `at ${chromium}` : 'installed'}.`,
  );
  console.warn(
    '!! Install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH to run them.',
  );
  console.warn('!'.repeat(78) + '\n');
  process.exit(0);
}
if (!fs.existsSync('apps/web/dist/index.html') || !fs.existsSync('apps/api/dist/main.js')) {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

const env = { ...process.env };
let dropDatabase = () => {};
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const name = `e2e_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
await dropDatabase();
process.exit(result.status ?? 1);
