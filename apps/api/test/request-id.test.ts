/**
 * X-Request-Id: every answer names its request; the id a trusted proxy gave is kept (so its
 * log and ours can be joined), anything else is replaced by a fresh one; the logs carry it.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('without a trusted proxy', () => {
  const t = useTestApp();

  it('generates an id for every answer and ignores the one sent', async () => {
    const a = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'from-the-client-1' },
    });
    const b = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  const lines: string[] = [];
  const t = useTestApp({
    trustProxy: 1,
    rateLimitPerMinute: 3,
    log: { level: 'info', stream: { write: (line) => void lines.push(line) } },
  });
  const get = (url: string, id: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-request-id': id } });

  it("keeps the proxy's id on answers, refusals and errors, and logs it", async () => {
    expect((await get('/api/health/live', 'edge-1.a:b_c-d')).headers['x-request-id']).toBe(
      'edge-1.a:b_c-d',
    );
    const missing = await get('/api/no-such-route', 'edge-404');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('edge-404');
    const undecodable = await get('/api/machines/%zz', 'edge-400');
    expect(undecodable.json()).toMatchObject({ code: 'invalid_url' });
    expect(undecodable.headers['x-request-id']).toBe('edge-400');
    const unauthorised = await get('/api/machines', 'edge-401');
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers['x-request-id']).toBe('edge-401');

    const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ reqId: 'edge-404', msg: 'request completed' }),
    );
  });

  it('replaces an id that is too long or holds other characters, and logs it as untrusted', async () => {
    lines.length = 0;
    for (const bad of ['x'.repeat(300), 'has space', 'new\nline', 'semi;colon', '']) {
      const res = await get('/api/health/live', bad);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    const untrusted = lines
      .map((l) => JSON.parse(l) as { reqId: string; untrustedRequestId?: string })
      .filter((l) => l.untrustedRequestId !== undefined);
    expect(untrusted.map((l) => l.untrustedRequestId)).toEqual([
      'x'.repeat(200),
      'has space',
      'new\nline',
      'semi;colon',
      '',
    ]);
    for (const l of untrusted) expect(l.reqId).toMatch(UUID);
    expect((await get('/api/health/live', 'y'.repeat(128))).headers['x-request-id']).toBe(
      'y'.repeat(128),
    );
  });

  it('names rate-limited answers too', async () => {
    let last;
    for (let i = 0; i < 6; i++) last = await get('/api/meta', `edge-429-${i}`);
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['x-request-id']).toBe('edge-429-5');
  });
});
