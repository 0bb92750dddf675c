// Runs the Playwright journeys when a Chromium is available; says so loudly when it is not.
// Builds the product first if it has not been built. With DATABASE_URL set, the journeys run on
// a fresh database of that PostgreSQL server, dropped afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
// The API writes here each answer the OpenAPI document does not describe (e2e/openapi-check.mjs).
const mismatchesFile = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-openapi-')),
  'mismatches.txt',
);
env.OPENAPI_MISMATCHES_FILE = mismatchesFile;
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
await dropDatabase();
const mismatches = fs.existsSync(mismatchesFile)
  ? fs.readFileSync(mismatchesFile, 'utf8').split('\n').filter(Boolean)
  : [];
fs.rmSync(path.dirname(mismatchesFile), { recursive: true, force: true });
if (mismatches.length > 0) {
  const counted = new Map();
  for (const line of mismatches) counted.set(line, (counted.get(line) ?? 0) + 1);
  console.error(
    `\nThe journeys received ${mismatches.length} answer(s) the OpenAPI document does not describe:`,
  );
  for (const [line, n] of counted) console.error(`  ${line}${n > 1 ? ` (x${n})` : ''}`);
  console.error('Fix the route or its contract schema (docs/testing.md, "API contract").\n');
  process.exit(1);
}
process.exit(result.status ?? 1);
