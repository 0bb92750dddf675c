// Runs the shipped deploy/nginx/ddc.conf as an unprivileged nginx on a loopback port, in front of
// the given API addresses: the failover test and the benchmark use it. Only ports and paths are
// rewritten; everything else is the file we ship.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const shipped = fileURLToPath(new URL('./ddc.conf', import.meta.url));

/** Debian's nginx, or the first on PATH; null when there is none. */
export function nginxBinary() {
  const dirs = ['/usr/sbin', ...(process.env.PATH ?? '').split(path.delimiter)];
  for (const dir of dirs) {
    const file = path.join(dir, 'nginx');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/ddc.conf no longer has ${what}`);
  return text.replace(pattern, replacement);
}

/** ddc.conf with its upstream servers, listen address, web root and log folder replaced. */
export function localConfig({ upstreams, port, webDist, dir }) {
  let text = fs.readFileSync(shipped, 'utf8');
  const server = /^(\s*)server 127\.0\.0\.1:\d+ ([^;\n]*);\n/m;
  const [, indent, params] = server.exec(text) ?? [];
  if (params === undefined) throw new Error('deploy/nginx/ddc.conf has no upstream server line');
  const servers = upstreams.map((u) => `${indent}server ${u} ${params};\n`).join('');
  text = text.replace(/^(\s*server 127\.0\.0\.1:\d+ [^;\n]*;\n)+/m, servers);
  text = replaceOnce(text, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`, 'listen 80');
  text = replaceOnce(text, /^(\s*)root \S+;$/m, `$1root ${webDist};`, 'a root');
  return text.replaceAll('/var/log/nginx/', `${dir}/`);
}

function mainConfig(dir) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${dir}/${kind}_temp;`)
    .join('\n');
  // As root (CI), nginx would run its workers as www-data, which may not read the checkout or
  // this 0700 folder: keep them as root, a test's nginx only.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `daemon off;
${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
${temp}
    include ${dir}/ddc.conf;
}
`;
}

async function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx (a child process, `daemon off`) with its files in `dir`, listening on
 * 127.0.0.1:`port`. Answers its base URL, its error log, and stop().
 */
export async function startNginx({ upstreams, port, webDist, dir }) {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'ddc.conf'), localConfig({ upstreams, port, webDist, dir }));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${output}\n${errorLog()}`);
    }
    await sleep(50);
  }
  return { url: `http://127.0.0.1:${port}`, errorLog, stop };
}
