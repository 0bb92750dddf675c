import { SignJWT, UnsecuredJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  login,
  loginAs,
  setUserStatus,
  TEST_PASSWORD,
  TEST_SECRET,
} from '../../../test/app';
import { useTestApp } from '../../../test/use-app';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /api/auth/login', () => {
  it.each(['admin', 'distributor', 'retailer'] as const)(
    'signs in a %s and answers token and user',
    async (role) => {
      const { email } = await createAccount(t.database, role);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: email.toUpperCase(), password: TEST_PASSWORD, userType: role },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.user).toMatchObject({ email, userType: role, status: 'ACTIVE' });
      expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
      const who = await me(body.token);
      expect(who.statusCode).toBe(200);
      expect(who.json().user.email).toBe(email);
    },
  );

  it('answers the same 401 for a wrong password, unknown email, wrong user type and inactive account', async () => {
    const { email, user } = await createAccount(t.database, 'distributor');
    const inactive = await createAccount(t.database, 'admin');
    await setUserStatus(t.database, inactive.user.id, 'INACTIVE');
    const attempts = [
      { email, password: 'wrong-password', userType: 'distributor' },
      { email: 'nobody@example.test', password: TEST_PASSWORD, userType: 'admin' },
      { email, password: TEST_PASSWORD, userType: 'admin' },
      { email: inactive.email, password: TEST_PASSWORD, userType: 'admin' },
    ];
    for (const payload of attempts) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'Invalid email or password',
        code: 'invalid_credentials',
      });
    }
    expect(user.id).toBeGreaterThan(0);
  });

  it('rejects malformed JSON, wrong types, unknown fields and oversize bodies with 4xx {error}', async () => {
    const cases = [
      { payload: '{"email": ', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: { email: 42, password: true }, status: 400 },
      {
        payload: { email: 'a@b.test', password: 'x', userType: 'admin', role: 'admin' },
        status: 400,
      },
      { payload: { email: 'not-an-email', password: 'x' }, status: 400 },
      { payload: { email: 'a@b.test', password: 'x', userType: 'superuser' }, status: 400 },
      {
        payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
        status: 413,
      },
      {
        payload: 'email=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        status: 415,
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: c.payload as never,
        headers: c.headers,
      });
      expect(res.statusCode, JSON.stringify(c.payload).slice(0, 80)).toBe(c.status);
      const body = res.json();
      expect(typeof body.error).toBe('string');
      expect(res.body).not.toMatch(/at .*\.ts:|select |insert /i);
    }
  });
});

describe('tokens', () => {
  it('refuses a tampered, alg none, foreign-secret and expired token', async () => {
    const { token, user } = await loginAs(t, 'admin');
    const [h, p, s] = token.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: '999999' }),
    ).toString('base64url');
    const none = new UnsecuredJWT({ sid: 'x' })
      .setSubject(String(user.id))
      .setIssuer('device-console')
      .setAudience('device-console-web')
      .setExpirationTime('1h')
      .encode();
    const foreign = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('device-console')
      .setAudience('device-console-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('device-console')
      .setAudience('device-console-web')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    for (const bad of [`${h}.${tamperedPayload}.${s}`, none, foreign, expired, 'garbage']) {
      const res = await me(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatch(/sign in again/);
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required', code: 'auth_required' });
  });
});

describe('revocation', () => {
  it('logout revokes the token at once', async () => {
    const { token, auth } = await loginAs(t, 'retailer');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(out.json()).toEqual({ message: 'Logged out successfully' });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('deactivating a distributor blocks its accounts at once, and sign-in too', async () => {
    const { token, email, user } = await loginAs(t, 'distributor');
    await t.database.db.execute(
      sql`update distributors set status = 'INACTIVE' where id = ${user.distributorId}`,
    );
    expect((await me(token)).statusCode).toBe(401);
    await expect(login(t.app, email, 'distributor')).rejects.toThrow(/401/);
  });

  it('deactivating a user revokes its tokens at once', async () => {
    const { token, user } = await loginAs(t, 'distributor');
    expect((await me(token)).statusCode).toBe(200);
    await setUserStatus(t.database, user.id, 'INACTIVE');
    expect((await me(token)).statusCode).toBe(401);
  });

  it('changing the password checks the current one, keeps this session and ends the others', async () => {
    const { email, token, auth } = await loginAs(t, 'admin');
    const other = await login(t.app, email, 'admin');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: 'not-it', newPassword: 'Another-Pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Current password is incorrect');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Pass-1' },
    });
    expect(ok.json()).toEqual({ message: 'Password changed successfully' });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await expect(login(t.app, email, 'admin')).rejects.toThrow(/401/);
    expect(await login(t.app, email, 'admin', 'Another-Pass-1')).toBeTruthy();
  });

  it('lists the sessions and signs out everywhere else', async () => {
    const { email, token, auth } = await loginAs(t, 'admin');
    const other = await login(t.app, email, 'admin');
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: auth });
    const sessions = list.json().sessions as { current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    await t.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others', headers: auth });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/profile', () => {
  it('saves name, phone and preferences and records who did it', async () => {
    const { auth, user } = await loginAs(t, 'distributor');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: {
        name: 'Asha Patel',
        phone: '+91 99999 11111',
        preferences: { theme: 'dark', language: 'gu' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Asha Patel',
      phone: '+91 99999 11111',
      preferences: { theme: 'dark', language: 'gu', timezone: 'Asia/Kolkata' },
    });
    const [row] = await readRows<{ actor_user_id: number; action: string }>(
      t.database.db,
      sql`select actor_user_id, action from audit_log where entity_type = 'user' and entity_id = ${user.id} and action = 'user.profile_updated'`,
    );
    expect(row).toEqual({ actor_user_id: user.id, action: 'user.profile_updated' });
  });

  it('refuses an email that another account uses and unknown fields', async () => {
    const a = await loginAs(t, 'admin');
    const b = await createAccount(t.database, 'admin');
    const taken = await send(t, a, 'PUT', '/api/auth/profile', {
      email: b.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    const extra = await send(t, a, 'PUT', '/api/auth/profile', {
      userType: 'admin',
      status: 'ACTIVE',
    });
    expect(extra.statusCode).toBe(400);
  });
});
