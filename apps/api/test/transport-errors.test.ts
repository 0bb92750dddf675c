/**
 * Answers given outside the routes (the router, Node's HTTP parser, body timeouts) have the
 * same {error, code} shape and the API's security headers as every other answer.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { API_HEADERS } from './requests';
import { useTestApp } from './use-app';

// Short timeouts, so a test waits for them and a missing answer fails by the test's own timeout.
const t = useTestApp({ timeouts: { bodyIdleMs: 1_000, headersMs: 1_000, requestMs: 3_000 } });

type RawAnswer = { status: number; headers: Record<string, string>; body: unknown };

/**
 * Writes `request` on a fresh connection, then `trickle` one byte every `everyMs` until the
 * answer comes, and reads the answer until the server closes the connection.
 */
async function rawRequest(request: string, trickle = '', everyMs = 100): Promise<RawAnswer> {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(address.port, '127.0.0.1', () => socket.write(request));
    let received = '';
    let sent = 0;
    const dribble = setInterval(() => {
      if (sent < trickle.length && !received) socket.write(trickle[sent++]!);
    }, everyMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', () => {
      clearInterval(dribble);
      resolve(received);
    });
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [
      l.slice(0, l.indexOf(':')).toLowerCase(),
      l.slice(l.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe('answers given before or outside the routes', () => {
  it('a URL the router cannot decode, or a part too long', async () => {
    for (const [url, status] of [
      ['/api/%c0', 400],
      ['/api/machines/%E0%A4%A', 400],
      [`/api/machines/${'9'.repeat(200)}`, 414],
      // The query string as the path: a `%` that starts no byte, bytes that are not UTF-8.
      ['/api/machines?search=%ZZ', 400],
      ['/api/machines?page=1&search=%E0%A4%A', 400],
      ['/api/machines?search=%C3%28', 400],
      ['/api/machines?search=%', 400],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toEqual({ error: expect.any(String), code: 'invalid_url' });
      expect(res.headers, url).toMatchObject(API_HEADERS);
    }
    // A query that decodes goes on to the route (here: no token, 401).
    const fine = await t.app.inject({ method: 'GET', url: '/api/machines?search=%25ZZ+%E0%A4%95' });
    expect(fine.json().code).toBe('auth_required');
  });

  it('malformed JSON, a wrong content type, an oversize body, a wrong Content-Length', async () => {
    for (const [payload, headers, status, code] of [
      ['{"email": ', { 'content-type': 'application/json' }, 400, 'invalid_json'],
      [
        'email=a',
        { 'content-type': 'application/x-www-form-urlencoded' },
        415,
        'unsupported_media_type',
      ],
      [
        `"${'x'.repeat(2 * 1024 * 1024)}"`,
        { 'content-type': 'application/json' },
        413,
        'body_too_large',
      ],
      [
        '{"email":"a"}',
        { 'content-type': 'application/json', 'content-length': '5' },
        400,
        'invalid_content_length',
      ],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
      expect(res.statusCode, code).toBe(status);
      expect(res.json(), code).toEqual({ error: expect.any(String), code });
      expect(res.headers, code).toMatchObject(API_HEADERS);
    }
  });

  describe('on a real connection', () => {
    it('listens', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('a Content-Length that is not a number', async () => {
      const res = await rawRequest(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 12abc\r\n\r\n{"email":"a"}',
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), code: 'invalid_content_length' });
      expect(res.headers).toMatchObject(API_HEADERS);
    });

    it('a Content-Length longer than the body that arrives: 408 once the body stops', async () => {
      const res = await rawRequest(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"email":"a"}',
      );
      expect(res.status).toBe(408);
      expect(res.body).toEqual({ error: expect.any(String), code: 'request_timeout' });
      expect(res.headers).toMatchObject({ ...API_HEADERS, connection: 'close' });
    });

    it('a slow body that keeps coming is read: the limit is on silence, not on the total', async () => {
      // 15 pieces 100 ms apart: longer in all than the 1 s idle limit, never silent for it.
      const body = '{"email":"a@b.c"}';
      const res = await rawRequest(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          `Connection: close\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 2)}`,
        body.slice(2),
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed' });
    });

    it('a body trickled past the whole-request limit: 408', async () => {
      const res = await rawRequest(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{',
        `"email":"${'a'.repeat(900)}`,
      );
      expect(res.status).toBe(408);
      expect(res.body).toEqual({ error: expect.any(String), code: 'request_timeout' });
      expect(res.headers).toMatchObject(API_HEADERS);
    });

    it('headers that never end: 408', async () => {
      const res = await rawRequest('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n');
      expect(res.status).toBe(408);
      expect(res.body).toEqual({ error: expect.any(String), code: 'request_timeout' });
      expect(res.headers).toMatchObject(API_HEADERS);
    });

    it('a request line Node cannot parse', async () => {
      const res = await rawRequest('BREW /api/health HTCPCP/1.0\r\n\r\n');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), code: 'bad_request' });
      expect(res.headers).toMatchObject(API_HEADERS);
    });
  });
});
