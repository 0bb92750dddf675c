// The machines list through nginx (the shipped deploy/nginx/ddc.conf, one upstream: the bench's
// API) against the API directly, interleaved so other work on the machine hits both alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxBinary, startNginx } from '../../deploy/nginx/local.mjs';
import { loadInterleaved, warm } from './load.mjs';
import { freePort } from './servers.mjs';

/**
 * Answers { direct, proxied } load results for `listPath` on the API at `apiBase`, or
 * { missing: true } when nginx is not installed.
 */
export async function listThroughNginx({ apiBase, listPath, headers, webDist, duration }) {
  if (!nginxBinary()) return { missing: true };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const nginx = await startNginx({
    upstreams: [new URL(apiBase).host],
    port: await freePort(),
    webDist: webDist ?? dir,
    dir,
  });
  try {
    const direct = { url: `${apiBase}${listPath}`, headers, connections: 10 };
    const proxied = { url: `${nginx.url}${listPath}`, headers, connections: 10 };
    await warm(direct);
    await warm(proxied);
    const [d, p] = await loadInterleaved([direct, proxied], duration);
    return { direct: d, proxied: p };
  } finally {
    await nginx.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
