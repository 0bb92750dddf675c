import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn, login, TEST_PASSWORD, TEST_SECRET } from '../../../test/app';
import {
  codeAt,
  codeStep,
  enrolTwoFactor,
  freshCode,
  passwordStep,
  wrongCode,
} from '../../../test/two-factor';
import { useTestApp } from '../../../test/use-app';
import { countOf } from '../../../test/factories/parties';
import { recoveryCodeHash } from './crypto';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();

const status = async (auth: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: auth })).json();

async function eventsOf(userId: number) {
  const found = await readRows<{ type: string }>(
    t.database.db,
    sql`SELECT type FROM security_events WHERE user_id = ${userId} ORDER BY id`,
  );
  return found.map((e) => e.type);
}

const countSessions = (userId: number) => countOf(t.database, 'sessions', sql`user_id = ${userId}`);

describe('two-factor enrolment', () => {
  const dist = t.signIn('distributor');
  const fresh = t.signIn('retailer');

  it('needs the password, refuses a wrong confirming code, then turns on with a right one', async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: dist.auth, payload });

    const noPassword = await post('/api/auth/two-factor/setup', { password: 'not-it-at-all' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().code).toBe('current_password_incorrect');

    const setup = await post('/api/auth/two-factor/setup', { password: TEST_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await post('/api/auth/two-factor/enable', { code: await wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('two_factor_invalid');
    expect(await status(dist)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });

    const { code } = await freshCode(secret, null);
    const enabled = await post('/api/auth/two-factor/enable', { code });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(await status(dist)).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });

    // At rest: the secret is encrypted, the recovery codes are hashes.
    const [stored] = await readRows<{ secret: string }>(
      t.database.db,
      sql`SELECT secret FROM user_two_factor WHERE user_id = ${dist.user.id}`,
    );
    expect(stored!.secret).toMatch(/^v1\./);
    expect(stored!.secret).not.toContain(secret);
    const hashes = await readRows<{ code_hash: string }>(
      t.database.db,
      sql`SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ${dist.user.id}`,
    );
    expect(hashes.map((h) => h.code_hash)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{64}$/)]),
    );
    expect(hashes.some((h) => recoveryCodes.includes(h.code_hash))).toBe(false);

    const again = await post('/api/auth/two-factor/setup', { password: TEST_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('two_factor_already_enabled');
    expect(await eventsOf(dist.user.id)).toEqual(
      expect.arrayContaining(['two_factor_failed', 'two_factor_enabled']),
    );
  });

  it('refuses a confirming code before any setup, and enabling twice', async () => {
    const enable = (headers: { authorization: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/enable',
        headers,
        payload: { code: '123456' },
      });
    const notStarted = await enable(fresh);
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().code).toBe('two_factor_not_started');
    const twice = await enable(dist);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('two_factor_already_enabled');
  });
});

describe('two-factor enrolment from two tabs at once', () => {
  const dist = t.signIn('distributor');

  it('turns on once: the recovery codes kept are the ones shown', async () => {
    const setup = await send(t, dist, 'POST', '/api/auth/two-factor/setup', {
      password: TEST_PASSWORD,
    });
    const { secret } = setup.json();
    const first = await freshCode(secret, null);
    const second = await freshCode(secret, first.step);
    const answers = await Promise.all(
      [first.code, second.code].map((code) =>
        send(t, dist, 'POST', '/api/auth/two-factor/enable', { code }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    const stored = await readRows<{ code_hash: string }>(
      t.database.db,
      sql`SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ${dist.user.id} ORDER BY code_hash`,
    );
    const shown: string[] = won[0]!.json().recoveryCodes;
    expect(stored.map((r) => r.code_hash)).toEqual(shown.map(recoveryCodeHash).sort());
  });
});

describe('two-factor sign-in', () => {
  const admin = t.signIn('admin');
  let enrolled: Awaited<ReturnType<typeof enrolTwoFactor>>;
  beforeAll(async () => {
    enrolled = await enrolTwoFactor(t.app, admin);
  });

  it('the code that turned 2FA on is answered as already used, not as wrong', async () => {
    const enabling = await codeAt(enrolled.secret, enrolled.step);
    const res = await codeStep(t.app, {
      challenge: await passwordStep(t.app, admin.email, 'admin'),
      code: enabling,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('two_factor_code_used');
    const [row] = await readRows<{ last_used_step: number }>(
      t.database.db,
      sql`SELECT last_used_step FROM user_two_factor WHERE user_id = ${admin.user.id}`,
    );
    expect(Number(row!.last_used_step)).toBe(enrolled.step);
  });

  it('asks for the code after the password; a right code gives the session, once', async () => {
    const before = await countSessions(admin.user.id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: TEST_PASSWORD, userType: 'admin' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(await countSessions(admin.user.id)).toBe(before);

    const { code, step } = await freshCode(enrolled.secret, enrolled.step);
    const done = await codeStep(t.app, { challenge: login.json().challenge, code });
    expect(done.statusCode).toBe(200);
    enrolled.step = step;
    const { token, user } = done.json();
    expect(user.email).toBe(admin.email);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(await countSessions(admin.user.id)).toBe(before + 1);

    // The challenge is spent, and the same code does not work twice.
    const replay = await codeStep(t.app, { challenge: login.json().challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('two_factor_sign_in_expired');
    const reused = await codeStep(t.app, {
      challenge: await passwordStep(t.app, admin.email, 'admin'),
      code,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('two_factor_code_used');
    expect(await eventsOf(admin.user.id)).toEqual(
      expect.arrayContaining(['sign_in', 'two_factor_failed']),
    );
  });

  it('a recovery code signs in once (any case, with or without dashes)', async () => {
    const [first] = enrolled.recoveryCodes;
    const typed = first!.toLowerCase().replaceAll('-', '');
    const ok = await codeStep(t.app, {
      challenge: await passwordStep(t.app, admin.email, 'admin'),
      recoveryCode: typed,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    const again = await codeStep(t.app, {
      challenge: await passwordStep(t.app, admin.email, 'admin'),
      recoveryCode: first!,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('two_factor_invalid');
    expect(await status(admin)).toMatchObject({ recoveryCodesLeft: 9 });
    expect(await eventsOf(admin.user.id)).toContain('recovery_code_used');
  });

  it('a challenge answers for a few minutes and refuses garbage', async () => {
    const bogus = await codeStep(t.app, { challenge: 'not-a-challenge', code: '123456' });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().code).toBe('two_factor_sign_in_expired');
    const challenge = await passwordStep(t.app, admin.email, 'admin');
    await t.database.db.execute(
      sql`UPDATE two_factor_challenges SET expires_at = now() - interval '1 second'`,
    );
    // Refused before any code is checked (so the code does not matter).
    const late = await codeStep(t.app, { challenge, code: '123456' });
    expect(late.json().code).toBe('two_factor_sign_in_expired');
  });
});

describe('turning two-factor on offers to end the other ways in', () => {
  const first = t.signIn('distributor');
  const second = t.signIn('retailer');

  /** Another session and two API tokens of the same account, all opened without a 2FA code. */
  async function otherAccess(who: typeof first, role: 'distributor' | 'retailer') {
    const other = { authorization: `Bearer ${await login(t.app, who.email, role)}` };
    const tokens = [];
    for (const name of ['ERP', 'Reports']) {
      const res = await send(t, who, 'POST', '/api/tokens', {
        name,
        scope: 'read',
        expiresInDays: 30,
      });
      expect(res.statusCode, res.body).toBe(201);
      const { token, secret } = res.json() as { token: { id: number }; secret: string };
      tokens.push({ id: token.id, name, auth: { authorization: `Bearer ${secret}` } });
    }
    return { other, tokens };
  }
  const me = (auth: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
  async function enabledDetails(userId: number) {
    const [event] = await readRows<{ details: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT details FROM security_events WHERE user_id = ${userId} AND type = 'two_factor_enabled'`,
    );
    return event!.details;
  }

  it('ends the other sessions and revokes the tokens when asked; this session stays', async () => {
    const { other, tokens } = await otherAccess(first, 'distributor');
    await enrolTwoFactor(t.app, first.auth, TEST_PASSWORD, {
      endOtherSessions: true,
      revokeApiTokens: true,
    });
    expect((await me(first.auth)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    for (const token of tokens) expect((await me(token.auth)).json().code).toBe('token_revoked');
    expect(await enabledDetails(first.user.id)).toEqual({
      sessionsEnded: 1,
      sessionsKept: 0,
      tokensRevoked: tokens.map(({ id, name }) => ({ id, name })),
      tokensKept: [],
    });
    expect((await eventsOf(first.user.id)).filter((e) => e === 'api_token_revoked')).toHaveLength(
      2,
    );
  });

  it('keeps them when not asked, and the security log says which were kept', async () => {
    const { other, tokens } = await otherAccess(second, 'retailer');
    await enrolTwoFactor(t.app, second.auth);
    expect((await me(other)).statusCode).toBe(200);
    for (const token of tokens) expect((await me(token.auth)).statusCode).toBe(200);
    expect(await enabledDetails(second.user.id)).toEqual({
      sessionsEnded: 0,
      sessionsKept: 1,
      tokensRevoked: [],
      tokensKept: tokens.map(({ id, name }) => ({ id, name })),
    });
  });
});

describe('wrong codes are throttled, in the database', () => {
  const dist = t.signIn('distributor');
  const crowd = t.signIn('retailer');

  it('a lockout alerts the account once, however many tries run at once or follow', async () => {
    const { secret } = await enrolTwoFactor(t.app, crowd);
    const wrong = await wrongCode(secret);
    const challenges: string[] = [];
    for (let i = 0; i < 8; i++) challenges.push(await passwordStep(t.app, crowd.email, 'retailer'));
    // 40 wrong codes at once: the first five lock the account, the rest are throttled.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        codeStep(t.app, { challenge: challenges[i % 8]!, code: wrong }),
      ),
    );
    expect(answers.some((res) => res.statusCode === 429)).toBe(true);
    for (let i = 0; i < 5; i++)
      await codeStep(t.app, {
        challenge: await passwordStep(t.app, crowd.email, 'retailer'),
        code: wrong,
      });
    const alerts = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM outbox_events
          WHERE type = 'security.alert' AND user_id = ${crowd.user.id}
            AND payload->>'securityType' = 'sign_in_throttled'`,
    );
    expect(alerts[0]!.n).toBe(1);
    expect(
      (await eventsOf(crowd.user.id)).filter((e) => e === 'sign_in_throttled').length,
    ).toBeGreaterThan(1);
  });

  it('five wrong codes spend a challenge and lock the user, for every API process', async () => {
    const { secret, step } = await enrolTwoFactor(t.app, dist);
    const challenge = await passwordStep(t.app, dist.email, 'distributor');
    const wrong = await wrongCode(secret);
    for (let i = 0; i < 5; i++) {
      const res = await codeStep(t.app, { challenge, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('two_factor_invalid');
    }
    const spent = await codeStep(t.app, { challenge, code: wrong });
    expect(spent.statusCode).toBe(401);
    expect(spent.json().code).toBe('two_factor_sign_in_expired');

    // A second API process on the same database sees the lock: even a right code waits.
    const other = await buildAppOn(t.database);
    try {
      const { code } = await freshCode(secret, step);
      const locked = await codeStep(other, {
        challenge: await passwordStep(other, dist.email, 'distributor'),
        code,
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'login_throttled', params: { seconds: 900 } });
    } finally {
      await other.close();
    }
    const events = await eventsOf(dist.user.id);
    expect(events.filter((e) => e === 'two_factor_failed')).toHaveLength(5);
    expect(events).toContain('sign_in_throttled');

    // When the lock has passed, a right code signs in and the count starts over.
    await t.database.db.execute(
      sql`UPDATE user_two_factor SET locked_until = now() - interval '1 second' WHERE user_id = ${dist.user.id}`,
    );
    const { code } = await freshCode(secret, step);
    const ok = await codeStep(t.app, {
      challenge: await passwordStep(t.app, dist.email, 'distributor'),
      code,
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await readRows<{ failed_count: number }>(
      t.database.db,
      sql`SELECT failed_count FROM user_two_factor WHERE user_id = ${dist.user.id}`,
    );
    expect(row!.failed_count).toBe(0);
  });
});

describe('turning two-factor off and new recovery codes', () => {
  const retailer = t.signIn('retailer');
  let enrolled: Awaited<ReturnType<typeof enrolTwoFactor>>;
  beforeAll(async () => {
    enrolled = await enrolTwoFactor(t.app, retailer);
  });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: retailer.auth, payload });

  it('new recovery codes need the password and a code; the old ones stop working', async () => {
    const noPassword = await post('/api/auth/two-factor/recovery-codes', {
      password: 'not-the-password',
      code: '123456',
    });
    expect(noPassword.json().code).toBe('current_password_incorrect');
    const badCode = await post('/api/auth/two-factor/recovery-codes', {
      password: TEST_PASSWORD,
      code: await wrongCode(enrolled.secret),
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().code).toBe('two_factor_invalid');

    // A recovery code proves it too (then all ten are replaced).
    const fresh = await post('/api/auth/two-factor/recovery-codes', {
      password: TEST_PASSWORD,
      recoveryCode: enrolled.recoveryCodes[0]!,
    });
    expect(fresh.statusCode).toBe(200);
    const newCodes: string[] = fresh.json().recoveryCodes;
    expect(newCodes).toHaveLength(10);
    const old = await codeStep(t.app, {
      challenge: await passwordStep(t.app, retailer.email, 'retailer'),
      recoveryCode: enrolled.recoveryCodes[1]!,
    });
    expect(old.json().code).toBe('two_factor_invalid');
    const ok = await codeStep(t.app, {
      challenge: await passwordStep(t.app, retailer.email, 'retailer'),
      recoveryCode: newCodes[1]!,
    });
    expect(ok.statusCode).toBe(200);
    expect(await eventsOf(retailer.user.id)).toContain('recovery_codes_regenerated');
  });

  it('turning off needs the password and a code; sign-in is then one step again', async () => {
    const noPassword = await post('/api/auth/two-factor/disable', {
      password: 'not-the-password',
      code: '123456',
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().code).toBe('current_password_incorrect');
    const badCode = await post('/api/auth/two-factor/disable', {
      password: TEST_PASSWORD,
      code: await wrongCode(enrolled.secret),
    });
    expect(badCode.json().code).toBe('two_factor_invalid');
    const both = await post('/api/auth/two-factor/disable', {
      password: TEST_PASSWORD,
      code: '123456',
      recoveryCode: 'AAAA-BBBB',
    });
    expect(both.json().code).toBe('validation_failed');
    expect(await status(retailer)).toMatchObject({ enabled: true });

    const { code } = await freshCode(enrolled.secret, enrolled.step);
    const off = await post('/api/auth/two-factor/disable', { password: TEST_PASSWORD, code });
    expect(off.statusCode).toBe(200);
    expect(await status(retailer)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const [left] = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*) FROM user_two_factor WHERE user_id = ${retailer.user.id})
           + (SELECT count(*) FROM two_factor_recovery_codes WHERE user_id = ${retailer.user.id}) AS n`,
    );
    expect(Number(left!.n)).toBe(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: retailer.email, password: TEST_PASSWORD, userType: 'retailer' },
    });
    expect(login.json().token).toEqual(expect.any(String));
    expect(await eventsOf(retailer.user.id)).toContain('two_factor_disabled');

    const again = await post('/api/auth/two-factor/disable', { password: TEST_PASSWORD, code });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('two_factor_not_enabled');
  });
});

describe('the secret at rest', () => {
  const dist = t.signIn('distributor');

  it('under another JWT_SECRET codes fail, and a recovery code still signs in', async () => {
    const { secret, step, recoveryCodes } = await enrolTwoFactor(t.app, dist);
    const rotated = await buildAppOn(t.database, `${TEST_SECRET}-rotated`);
    try {
      const { code } = await freshCode(secret, step);
      const refused = await codeStep(rotated, {
        challenge: await passwordStep(rotated, dist.email, 'distributor'),
        code,
      });
      expect(refused.json().code).toBe('two_factor_invalid');
      const ok = await codeStep(rotated, {
        challenge: await passwordStep(rotated, dist.email, 'distributor'),
        recoveryCode: recoveryCodes[0]!,
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
  });
});
