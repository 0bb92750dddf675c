/**
 * Behind proxies (TRUST_PROXY): the client address is the one the trusted proxies saw, never
 * one the client wrote into X-Forwarded-For itself; sign-in throttle, rate limit and the
 * sessions list all use it.
 */
import { describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from './app';
import { useTestApp } from './use-app';

type Inject = ReturnType<typeof useTestApp>['app']['inject'];

/** A request through a proxy at `proxy` that appended `client` to what the client sent. */
function viaProxy(inject: Inject, proxy: string, client: string, forged: string) {
  return (options: { method: 'GET' | 'POST'; url: string; payload?: object; token?: string }) =>
    inject({
      method: options.method,
      url: options.url,
      payload: options.payload,
      remoteAddress: proxy,
      headers: {
        'x-forwarded-for': `${forged}, ${client}`,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
}

async function sessionIp(send: ReturnType<typeof viaProxy>, email: string) {
  const login = await send({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD, userType: 'admin' },
  });
  expect(login.statusCode).toBe(200);
  const token = login.json().token as string;
  const list = await send({ method: 'GET', url: '/api/auth/sessions', token });
  return (list.json().sessions as { ip: string; current: boolean }[]).find((s) => s.current)!.ip;
}

describe('one proxy hop (TRUST_PROXY=1)', () => {
  const t = useTestApp({ trustProxy: 1, rateLimitPerMinute: 20 });
  let n = 0;
  const forged = () => `6.6.6.${++n % 250}`;

  it('records the address the proxy saw, not the one the client wrote, on the session', async () => {
    const { email } = await createAccount(t.database, 'admin');
    const send = viaProxy(t.app.inject.bind(t.app), '10.0.0.2', '203.0.113.50', forged());
    expect(await sessionIp(send, email)).toBe('203.0.113.50');
  });

  it('throttles failed sign-ins of a client that rotates the header', async () => {
    const { email } = await createAccount(t.database, 'admin');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const send = viaProxy(t.app.inject.bind(t.app), '10.0.0.2', '203.0.113.51', forged());
      const res = await send({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: `wrong-${i}`, userType: 'admin' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('rate-limits a client that rotates the header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const send = viaProxy(t.app.inject.bind(t.app), '10.0.0.2', '203.0.113.52', forged());
      statuses.push((await send({ method: 'GET', url: '/api/meta' })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('proxies by address (TRUST_PROXY=10.0.0.0/8)', () => {
  const t = useTestApp({ trustProxy: ['10.0.0.0/8'] });

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    const { email } = await createAccount(t.database, 'admin');
    const inject = t.app.inject.bind(t.app);
    expect(await sessionIp(viaProxy(inject, '10.1.2.3', '203.0.113.60', '6.6.6.6'), email)).toBe(
      '203.0.113.60',
    );
    expect(await sessionIp(viaProxy(inject, '192.0.2.99', '203.0.113.60', '6.6.6.6'), email)).toBe(
      '192.0.2.99',
    );
  });
});
