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
 * `env` sets WORKERS) and waits until it says it listens and /api/health answers. A port the OS
 * called free can be taken by another test's process before this one binds it: that one's
 * /api/health would answer for it (the test then stopped a process still starting, which died
 * of the signal). So the banner is awaited too, and a port lost that way is tried again.
 */
export async function startServer(env: Record<string, string>, entry?: string): Promise<Server> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, entry);
    } catch (error) {
      if (attempt === 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(env: Record<string, string>, entry?: string): Promise<Server> {
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
  // Printed once the process listens (startup.ts printBanner; the previous release's too).
  const banner = `running on http://localhost:${port} `;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      if (out.includes('EADDRINUSE')) throw new PortTaken(out);
      throw new Error(`server exited early: ${out}`);
    }
    try {
      if (out.includes(banner) && (await fetch(`${url}/api/health`)).ok)
        return { url, child, exited, output: () => out };
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
