// pgbench running given SQL directly against the database: the floor under any HTTP server.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarize } from './load.mjs';

function hasPgbench() {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs the statements as one pgbench transaction script with `clients` clients for `seconds`.
 * Per-transaction latencies come from pgbench's own log (-l), so p95/p99 are exact.
 */
export async function pgbench(url, statements, { clients, seconds }) {
  if (!hasPgbench()) return { available: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pgbench-'));
  try {
    const script = path.join(dir, 'script.sql');
    fs.writeFileSync(
      script,
      `${statements.map((s) => s.replace(/\s+/g, ' ').trim()).join(';\n')};\n`,
    );
    const args = [
      '-n',
      '-M',
      'extended',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      script,
      '-l',
      `--log-prefix=${path.join(dir, 'log')}`,
      url,
    ];
    const out = await new Promise((resolve, reject) => {
      const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (c) => (text += c));
      child.stderr.on('data', (c) => (text += c));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`pgbench failed:\n${text}`)),
      );
    });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const latencies = [];
    for (const f of fs.readdirSync(dir).filter((n) => n.startsWith('log'))) {
      for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
        const parts = line.split(' ');
        if (parts.length >= 3) latencies.push(Number(parts[2]) / 1000);
      }
    }
    return { available: true, tps, ...summarize(latencies) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
