import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A port nothing listens on now, from the OS (a fixed range would hit this machine's services). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type Server = {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
};

/**
 * Starts the real API process (from source, or the built `entry` file given; one worker unless
 * `env` sets WORKERS) and waits until /api/health answers.
 */
export async function startServer(env: Record<string, string>, entry?: string): Promise<Server> {
  const port = String(await freePort());
  // The embedded database unless the caller passes DATABASE_URL itself.
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    // One process unless the test asks for more: on PostgreSQL the default is one per CPU, and a
    // test of "two processes" or of "the process" must not get two of each.
    WORKERS: '1',
  };
  delete childEnv.DATABASE_URL;
  // Likewise the rate limit's own store unless the caller passes REDIS_URL.
  delete childEnv.REDIS_URL;
  const args = entry ? [entry] : ['--import', 'tsx', 'apps/api/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repo,
    env: { ...childEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  // Generous: a busy machine takes long to load the source and migrate a new database.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${out}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, exited, output: () => out };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${out}`);
}

export async function loginToken(url: string, email: string, password: string, userType = 'admin') {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, userType }),
  });
  if (!res.ok) throw new Error(`login ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
