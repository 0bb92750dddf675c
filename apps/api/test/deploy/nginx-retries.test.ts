/**
 * What deploy/nginx/ddc.conf retries when an API process dies with the request in hand: a GET
 * and a request with an Idempotency-Key go to the next process; a POST without a key does not
 * (it may have been done). Also the headers nginx adds. Needs nginx, no database: the upstreams
 * are two small servers, the first of which drops every connection after reading the request.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nginxBinary, startNginx, type LocalNginx } from '../../../../deploy/nginx/local.mjs';
import { freePort } from '../process/server';

const hasNginx = nginxBinary() !== null;
if (!hasNginx) console.warn('nginx retry test SKIPPED: nginx is not installed');

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders };

describe.runIf(hasNginx)('nginx retries (deploy/nginx/ddc.conf)', () => {
  /** First lines of the requests the dying process received. */
  const dropped: string[] = [];
  const served: Seen[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddc-nginx-retries-'));
  let dying: net.Server;
  let healthy: http.Server;
  let nginx: LocalNginx | undefined;

  const listen = (server: net.Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );

  beforeAll(async () => {
    dying = net.createServer((socket) =>
      socket.once('data', (chunk) => {
        dropped.push(chunk.toString().split('\r\n')[0]!);
        socket.destroy();
      }),
    );
    healthy = http.createServer((req, res) => {
      served.push({ method: req.method!, url: req.url!, headers: req.headers });
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    });
    await Promise.all([listen(dying), listen(healthy)]);
  });

  // A fresh nginx per case: the first request goes to the first upstream, the dying one.
  beforeEach(async () => {
    await nginx?.stop();
    dropped.length = 0;
    served.length = 0;
    const port = (s: net.Server) => (s.address() as net.AddressInfo).port;
    nginx = await startNginx({
      upstreams: [`127.0.0.1:${port(dying)}`, `127.0.0.1:${port(healthy)}`],
      port: await freePort(),
      webDist: dir,
      dir,
    });
  });

  afterAll(async () => {
    await nginx?.stop();
    dying.close();
    healthy.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = (headers: Record<string, string> = {}) =>
    fetch(`${nginx!.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"quantity":1}',
    });

  it('a GET goes on to the next process', async () => {
    const res = await fetch(`${nginx!.url}/api/machines?page=2`);
    expect(res.status).toBe(200);
    expect(dropped).toEqual(['GET /api/machines?page=2 HTTP/1.1']);
    expect(served.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/machines?page=2']);
  });

  it('a POST with an Idempotency-Key goes on to the next process, key and body intact', async () => {
    const res = await post({ 'idempotency-key': 'k-1' });
    expect(res.status).toBe(200);
    expect(dropped).toEqual(['POST /api/orders HTTP/1.1']);
    expect(served.map((s) => [s.method, s.url, s.headers['idempotency-key']])).toEqual([
      ['POST', '/api/orders', 'k-1'],
    ]);
    expect(served[0]!.headers['content-length']).toBe('14');
  });

  it('a POST without a key is not sent again: the client gets the 502', async () => {
    const res = await post();
    expect(res.status).toBe(502);
    expect(dropped).toEqual(['POST /api/orders HTTP/1.1']);
    expect(served).toEqual([]);
  });

  it("sends the client's address and scheme, and its own request id in place of the client's", async () => {
    await fetch(`${nginx!.url}/api/health`); // the dying process takes the first one
    const res = await fetch(`${nginx!.url}/api/health`, { headers: { 'x-request-id': 'mine' } });
    expect(res.status).toBe(200);
    const headers = served.at(-1)!.headers;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });
});
