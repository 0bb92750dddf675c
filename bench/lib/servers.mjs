// Child processes: our API (built), the bare Fastify and the thin Fastify + pg baselines.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a Node child and waits until `readyPath` answers 200. */
export async function startNode({ name, args, env, readyPath, cwd }) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}${readyPath}`, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${name} did not start: ${err.message}\n${output}`);
  }
  return {
    name,
    base,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident memory of a process in bytes (VmRSS), or null when it is gone. */
function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak and the samples. */
export function sampleRss(pid, everyMs = 100) {
  const samples = [];
  const take = () => {
    const v = rssOf(pid);
    if (v !== null) samples.push(v);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peak: Math.max(...samples), samples: samples.length };
    },
  };
}

/** A process's idle RSS: the median of a few samples over half a second. */
export async function idleRss(pid) {
  const values = [];
  for (let i = 0; i < 5; i++) {
    values.push(rssOf(pid));
    await sleep(100);
  }
  values.sort((a, b) => a - b);
  return values[2];
}
