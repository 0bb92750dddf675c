/**
 * No secret ever reaches a log, at any level: every call that carries or answers one (sign-in,
 * password change, 2FA secret and codes, recovery codes, API tokens, webhook secrets, session
 * tokens, a failing request with a password in its body) runs with the logger at 'trace', and no
 * captured line may hold any of the values.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/client';
import { loggerOptions } from '../src/plugins/logger';
import { createAccount, TEST_PASSWORD, TEST_SECRET } from './app';
import { openTestDatabase } from './db';
import { freshCode } from './two-factor';

const lines: string[] = [];
/** Every value that must never be logged, collected as the calls make them. */
const secrets = new Set<string>([TEST_PASSWORD]);
let app: App;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: {
      logLevel: 'trace',
      rateLimitPerMinute: 0,
      sessionHours: 12,
      webDist: undefined,
      seedDemo: false,
      webhookAllowPrivate: true,
    },
    database,
    jwtSecret: TEST_SECRET,
    logger: loggerOptions('trace', { write: (line) => void lines.push(line) }),
    countCompactionMs: 0,
    backgroundPollMs: 0,
  });
  // A route whose query fails with the password among its parameters: an unexpected 500.
  app.post('/test/failing-query', async (request) => {
    const { password } = request.body as { password: string };
    await database.db.execute(sql`SELECT no_such_function(${password})`);
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Json = Record<string, unknown>;
async function call(method: 'GET' | 'POST', url: string, payload?: Json, token?: string) {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : {} };
}

describe('logs at trace level', () => {
  it('hold no password, token, TOTP secret, recovery code, API token or webhook secret', async () => {
    const { email } = await createAccount(database, 'admin');
    const wrong = 'Wrong-Horse-Battery-7';
    secrets.add(wrong);
    expect((await call('POST', '/api/auth/login', { email, password: wrong })).status).toBe(401);
    const signIn = await call('POST', '/api/auth/login', { email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    let token = signIn.body.token as string;
    secrets.add(token);
    expect((await call('GET', '/api/auth/me', undefined, token)).status).toBe(200);

    const newPassword = 'Staple-Orbit-Lantern-42';
    secrets.add(newPassword);
    const changed = await call(
      'POST',
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword },
      token,
    );
    expect(changed.status).toBe(200);
    token = (await call('POST', '/api/auth/login', { email, password: newPassword })).body
      .token as string;
    secrets.add(token);

    const setup = await call(
      'POST',
      '/api/auth/two-factor/setup',
      { password: newPassword },
      token,
    );
    expect(setup.status).toBe(200);
    const totpSecret = setup.body.secret as string;
    secrets.add(totpSecret);
    const first = await freshCode(totpSecret, null);
    secrets.add(`"${first.code}"`); // quoted: six digits alone could be part of a number
    const enabled = await call('POST', '/api/auth/two-factor/enable', { code: first.code }, token);
    expect(enabled.status).toBe(200);
    for (const c of enabled.body.recoveryCodes as string[]) secrets.add(c);

    const challenged = await call('POST', '/api/auth/login', { email, password: newPassword });
    const challenge = challenged.body.challenge as string;
    secrets.add(challenge);
    const second = await freshCode(totpSecret, first.step);
    secrets.add(`"${second.code}"`);
    const done = await call('POST', '/api/auth/login/two-factor', { challenge, code: second.code });
    expect(done.status).toBe(200);
    token = done.body.token as string;
    secrets.add(token);

    const renewed = await call(
      'POST',
      '/api/auth/two-factor/recovery-codes',
      { password: newPassword, recoveryCode: (enabled.body.recoveryCodes as string[])[0] },
      token,
    );
    expect(renewed.status).toBe(200);
    for (const c of renewed.body.recoveryCodes as string[]) secrets.add(c);

    const created = await call(
      'POST',
      '/api/tokens',
      { name: 'scripts', scope: 'read', expiresInDays: 30 },
      token,
    );
    expect(created.status).toBe(201);
    const apiToken = created.body.secret as string;
    expect(apiToken).toMatch(/^ddt_/);
    secrets.add(apiToken);
    expect((await call('GET', '/api/machines', undefined, apiToken)).status).toBe(200);
    expect((await call('GET', '/api/machines', undefined, `${apiToken}x`)).status).toBe(401);

    const hook = await call(
      'POST',
      '/api/webhooks',
      { url: 'http://127.0.0.1:9/hook', events: ['order.created'] },
      token,
    );
    expect(hook.status).toBe(201);
    secrets.add(hook.body.secret as string);

    // Refused bodies that carry a password: validation, then an unexpected server failure.
    const badLogin = await call('POST', '/api/auth/login', {
      email,
      password: newPassword,
      userType: 'nobody',
    });
    expect(badLogin.status).toBe(400);
    const failed = await call('POST', '/test/failing-query', { password: newPassword });
    expect(failed.status).toBe(500);

    // The capture works: the calls were logged, the failure included.
    const logged = lines.join('\n');
    expect(logged).toContain('/api/auth/two-factor/setup');
    expect(logged).toContain('unhandled error');
    expect(lines.length).toBeGreaterThan(20);

    const leaks = [...secrets].filter((s) => logged.includes(s));
    expect(leaks).toEqual([]);
  });
});
