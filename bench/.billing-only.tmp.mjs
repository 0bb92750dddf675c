import crypto from 'node:crypto';
import path from 'node:path';
import { billingRunRow, commissionsRow } from './lib/billing.mjs';
import { ADMIN_EMAIL, BENCH_PASSWORD, counts } from './lib/dataset.mjs';
import { createDatabase, dropDatabase, loadData } from './lib/db.mjs';
import { apiModules } from './lib/capture.mjs';
import { Results } from './lib/report.mjs';
import { startNode } from './lib/servers.mjs';
const root = path.resolve('.');
const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (...a) => console.log(new Date().toISOString(), ...a);
const c = counts(Number(process.env.BENCH_MACHINES ?? 1000000));
const modules = await apiModules();
const hashes = { admin: await modules.passwords.hashPassword(BENCH_PASSWORD), distributor: await modules.passwords.hashPassword(BENCH_PASSWORD) };
const db = await createDatabase(SERVER_URL);
const env = { DATABASE_URL: db.url, JWT_SECRET: crypto.randomBytes(32).toString('hex'), RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', SEED_DEMO: '0', WORKERS: '1' };
const start = () => startNode({ name: 'api', args: [path.join(root, 'apps/api/dist/main.js')], env, readyPath: '/api/health', cwd: root });
const results = new Results();
try {
  await (await start()).stop();
  log('loading'); await loadData(db.url, c, hashes, log); log('loaded');
  const api = await start();
  const res = await fetch(`${api.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN_EMAIL, password: BENCH_PASSWORD, userType: 'admin' }) });
  const auth = { authorization: `Bearer ${(await res.json()).token}` };
  await billingRunRow({ apiBase: api.base, auth, dbUrl: db.url, results, log });
  await commissionsRow({ apiBase: api.base, auth, dbUrl: db.url, results, log });
  console.log(JSON.stringify(results, null, 1).slice(0, 3000));
  await api.stop();
} finally { if (process.env.KEEP !== '1') await dropDatabase(SERVER_URL, db.name); else log('kept', db.name); }
