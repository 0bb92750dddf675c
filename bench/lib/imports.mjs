// The machine import row (issue #20 item 1): POST /api/machines/import of a CSV of new machines,
// uploaded as text/csv and imported for real, against `psql \copy` of the same file into the
// same table (machines, rolled back). For information also against `\copy` into a table like the
// import's staging table (TEMP, one text column per CSV column, no index), and against `\copy`
// plus the import's own INSERT ... SELECT with audit. Also the API's RSS growth while it imports
// (the file must stream, never be held).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { withClient } from './db.mjs';
import { fmt } from './report.mjs';
import { idleRss, sampleRss } from './servers.mjs';

/** The machines columns the CSV's columns go into (PostgreSQL's boolean reads 'no'). */
const MACHINE_COLUMNS = {
  serialNumber: 'serial_number',
  model: 'model',
  manufacturer: 'manufacturer',
  type: 'machine_type',
  status: 'status',
  partnerType: 'partner_type',
  partner: 'partner',
  mid: 'mid',
  tid: 'tid',
  qrCode: 'qr_code',
  hasStandee: 'has_standee',
  serviceProviderId: 'service_provider_id',
};

/** The CSV's columns (the import template's, less the soundbox codes), in template order. */
const COLUMNS = Object.keys(MACHINE_COLUMNS);

/** Writes `rows` new, valid machines (unique serial and TID per run) to a CSV file. */
async function writeCsv(file, rows, providerId, tag) {
  const out = fs.createWriteStream(file);
  const write = (s) => (out.write(s) ? undefined : new Promise((r) => out.once('drain', r)));
  await write(COLUMNS.join(',') + '\n');
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    chunk += `BI-${tag}-${i},Telering T-300,Telering,POS,AVAILABLE,B2C,,MID${i},TI-${tag}-${i},,no,${providerId}\n`;
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  await new Promise((r) => out.end(r));
  return fs.statSync(file).size;
}

/** Runs psql with `steps` (one -c each, one session); answers its last line and the time. */
function psqlSteps(url, steps) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(
      'psql',
      [url, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', ...steps.flatMap((c) => ['-c', c])],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - t0, rows: Number(out.trim().split('\n').pop()) })
        : reject(new Error(`psql: ${err}`)),
    );
  });
}

/**
 * psql: \copy of the file straight into machines (the import's table: its indexes and kept-count
 * triggers, no checks, no audit), counted and rolled back; rows and time.
 */
function psqlCopyIntoMachines(url, file, tag) {
  const columns = COLUMNS.map((c) => MACHINE_COLUMNS[c]).join(', ');
  return psqlSteps(url, [
    'BEGIN',
    `\\copy machines (${columns}) FROM '${file}' WITH (FORMAT csv, HEADER true)`,
    `SELECT count(*) FROM machines WHERE serial_number LIKE 'BI-${tag}-%'`,
    'ROLLBACK',
  ]);
}

/**
 * psql: a TEMP table like the staging table, then \copy of the file into it; rows and time.
 * With `insert`, the staged rows then also go into machines with an audit entry each, as the
 * import's INSERT ... SELECT does, and are rolled back: the database's own share of an import.
 */
function psqlCopyIn(url, file, { insert = false } = {}) {
  const cols = COLUMNS.map((c) => `"${c}"`).join(', ');
  const create = `CREATE TEMP TABLE bench_import (${COLUMNS.map((c) => `"${c}" text`).join(', ')})`;
  const steps = [
    create,
    `\\copy bench_import (${cols}) FROM '${file}' WITH (FORMAT csv, HEADER true)`,
  ];
  if (insert) {
    steps.push(
      'BEGIN',
      `WITH added AS (INSERT INTO machines (serial_number, model, manufacturer, machine_type,
         status, partner_type, mid, tid, has_standee, service_provider_id)
       SELECT "serialNumber", model, manufacturer, type, status, "partnerType", mid, tid,
         "hasStandee" = 'yes', "serviceProviderId"::int FROM bench_import RETURNING *),
       audited AS (INSERT INTO audit_log (actor_name, actor_role, action, entity_type, entity_id,
         after, details)
       SELECT 'bench', 'admin', 'machine.imported', 'machine', a.id, jsonb_build_object(
         'serialNumber', a.serial_number, 'model', a.model, 'manufacturer', a.manufacturer,
         'type', a.machine_type, 'status', a.status, 'partner', a.partner,
         'partnerType', a.partner_type, 'mid', a.mid, 'tid', a.tid, 'qrCode', a.qr_code,
         'simNumber', a.sim_number, 'imei', a.imei, 'hasStandee', a.has_standee,
         'serviceProviderId', a.service_provider_id, 'distributorId', a.distributor_id,
         'retailerId', a.retailer_id), '{"import":true}'::jsonb FROM added a ORDER BY a.id
       RETURNING 1)
       SELECT count(*) FROM audited`,
      'ROLLBACK',
    );
  }
  steps.push('SELECT count(*) FROM bench_import');
  return psqlSteps(url, steps);
}

/** The import through the API: the file streamed as the body; the answer and time. */
async function apiImport(base, auth, file, bytes) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/machines/import?dryRun=false`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'text/csv', 'content-length': String(bytes) },
    body: Readable.toWeb(fs.createReadStream(file)),
    duplex: 'half',
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`import: ${res.status} ${text.slice(0, 300)}`);
  return { ms: performance.now() - t0, answer: JSON.parse(text) };
}

/** Adds the machine import rows to `results`. Runs last: it adds `rows` machines to the data set. */
export async function machineImportRows({ api, auth, dbUrl, rows, results, log }) {
  const tag = Date.now().toString(36);
  const file = path.join(os.tmpdir(), `bench-import-${tag}.csv`);
  try {
    const providerId = await withClient(dbUrl, async (c) =>
      Number((await c.query('SELECT min(id) AS id FROM service_providers')).rows[0].id),
    );
    const bytes = await writeCsv(file, rows, providerId, tag);
    log(`import file: ${rows.toLocaleString('en-US')} rows, ${fmt.mb(bytes)}`);
    const copy = await psqlCopyIn(dbUrl, file);
    if (copy.rows !== rows) throw new Error(`psql \\copy loaded ${copy.rows} rows, not ${rows}`);
    const direct = await psqlCopyIntoMachines(dbUrl, file, tag);
    if (direct.rows !== rows) throw new Error(`psql \\copy into machines: ${direct.rows} rows`);
    const inserted = await psqlCopyIn(dbUrl, file, { insert: true });
    if (inserted.rows !== rows) throw new Error(`psql staged ${inserted.rows} rows, not ${rows}`);
    await sleep(1000);
    const idle = await idleRss(api.pid);
    const sampler = sampleRss(api.pid, 50);
    const ours = await apiImport(api.base, auth, file, bytes);
    const { peak } = sampler.stop();
    if (ours.answer.imported !== rows || ours.answer.errorCount !== 0)
      throw new Error(`import answered ${JSON.stringify(ours.answer).slice(0, 300)}`);
    const inTable = await withClient(dbUrl, async (c) =>
      Number(
        (
          await c.query('SELECT count(*) AS n FROM machines WHERE serial_number LIKE $1', [
            `BI-${tag}-%`,
          ])
        ).rows[0].n,
      ),
    );
    if (inTable !== rows) throw new Error(`machines has ${inTable} imported rows, not ${rows}`);
    const oursRate = rows / (ours.ms / 1000);
    const copyRate = rows / (copy.ms / 1000);
    const directRate = rows / (direct.ms / 1000);
    results.add({
      metric: `machine import (${rows.toLocaleString('en-US')} rows, text/csv, real) vs psql \\copy of the file into machines (rolled back)`,
      ours: [oursRate, fmt.rowsPerSec],
      baseline: [directRate, fmt.rowsPerSec],
      ratio: oursRate / directRate,
      target: '>= 0.50x',
      pass: oursRate / directRate >= 0.5,
      raw: { ours: { ms: ours.ms }, baseline: direct, bytes },
    });
    results.add({
      metric: '  (info) vs psql \\copy of the file into a TEMP table like the staging table',
      ours: [oursRate, fmt.rowsPerSec],
      baseline: [copyRate, fmt.rowsPerSec],
      ratio: oursRate / copyRate,
      raw: { baseline: copy },
    });
    const insertRate = rows / (inserted.ms / 1000);
    results.add({
      metric:
        '  (info) vs psql: \\copy, then INSERT ... SELECT into machines with an audit entry each (rolled back)',
      ours: [oursRate, fmt.rowsPerSec],
      baseline: [insertRate, fmt.rowsPerSec],
      ratio: oursRate / insertRate,
      raw: { baseline: inserted },
    });
    results.add({
      metric: `server RSS growth during the machine import (idle ${fmt.mb(idle)}, peak ${fmt.mb(peak)})`,
      ours: [peak - idle, fmt.mb],
      target: '<= 150 MB',
      pass: peak - idle <= 150 * 1024 * 1024,
    });
  } finally {
    fs.rmSync(file, { force: true });
  }
}
