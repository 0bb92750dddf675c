// Starts the built product for the browser journeys on a fresh database with demo data:
// embedded PGlite in a new temporary folder, or (with E2E_DATABASE_URL) that PostgreSQL database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3210',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: '1',
  RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
  // The webhooks journey's receiver listens on loopback.
  WEBHOOK_ALLOW_PRIVATE: '1',
};
delete env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) {
  env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  env.JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';
}
// E2E_WEB_DIST / E2E_FROM_SOURCE let several developers run journeys at once without sharing
// one build folder.
if (process.env.E2E_WEB_DIST) env.WEB_DIST = process.env.E2E_WEB_DIST;
// Every answer is held to the OpenAPI document (e2e/openapi-check.mjs; cluster workers inherit it).
const check = ['--import', fileURLToPath(new URL('./openapi-check.mjs', import.meta.url))];
const entry =
  process.env.E2E_FROM_SOURCE === '1'
    ? [...check, '--import', 'tsx', 'apps/api/src/main.ts']
    : [...check, 'apps/api/dist/main.js'];
const child = spawn(process.execPath, entry, { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
