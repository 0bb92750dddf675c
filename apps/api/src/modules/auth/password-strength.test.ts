import { ErrorBody } from '@dd/contract';
import { describe, expect, it } from 'vitest';
import { countOf } from '../../../test/factories/parties';
import { createDistributor, createRetailer, login, TEST_PASSWORD } from '../../../test/app';
import { useTestApp } from '../../../test/use-app';
import { send } from '../../../test/requests';

const t = useTestApp();
const admin = t.signIn('admin');

/** The weak passwords of the finding: one letter repeated, the account's own email, 8 spaces. */
const weak = (email: string) => ['aaaaaaaa', email, '        ', 'Password1', 'Admin@1234'];

function expectTooWeak(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  const body = ErrorBody.parse(res.json());
  expect(body.code).toBe('password_too_weak');
  expect(body.details).toEqual([
    expect.objectContaining({ path: field, code: 'password_too_weak' }),
  ]);
  expect(Array.isArray(body.params?.suggestions)).toBe(true);
}

describe('weak passwords are refused on every path that sets one', () => {
  it('register (an admin creating an account)', async () => {
    const before = await countOf(t.database, 'users');
    const email = 'weak.register@example.test';
    for (const password of weak(email)) {
      const res = await send(t, admin, 'POST', '/api/auth/register', {
        name: 'Weak Register',
        email,
        password,
        userType: 'admin',
      });
      expectTooWeak(res, 'password');
    }
    // The account's name counts as guessable too.
    const byName = await send(t, admin, 'POST', '/api/auth/register', {
      name: 'Kavita Raghunathan',
      email,
      password: 'kavitaraghunathan',
    });
    expectTooWeak(byName, 'password');
    expect(await countOf(t.database, 'users')).toBe(before);

    const strong = await send(t, admin, 'POST', '/api/auth/register', {
      name: 'Weak Register',
      email,
      password: 'Maroon-Tulip-83',
    });
    expect(strong.statusCode).toBe(201);
  });

  it("a distributor's and a retailer's sign-in account", async () => {
    const d = await createDistributor(t.database);
    const r = await createRetailer(t.database, d.id);
    const before = await countOf(t.database, 'users');
    for (const [path, email] of [
      [`/api/distributors/${d.id}/account`, 'weak.dist@example.test'],
      [`/api/retailers/${r.id}/account`, 'weak.shop@example.test'],
    ] as const) {
      for (const password of [...weak(email), 'distributor1', 'soundbox2024']) {
        const res = await t.app.inject({
          method: 'POST',
          url: path,
          headers: { ...admin.auth, 'idempotency-key': `${path}-${password}` },
          payload: { email, password },
        });
        expectTooWeak(res, 'password');
      }
    }
    expect(await countOf(t.database, 'users')).toBe(before);
  });

  it('change password: after the current-password check, on newPassword; nothing changes', async () => {
    const change = (currentPassword: string, newPassword: string) =>
      send(t, admin, 'POST', '/api/auth/change-password', { currentPassword, newPassword });
    // The current password is checked first: a wrong one says so, whatever the new one is.
    expect((await change('not-my-password', 'aaaaaaaa')).json().code).toBe(
      'current_password_incorrect',
    );
    for (const password of weak(admin.email))
      expectTooWeak(await change(TEST_PASSWORD, password), 'newPassword');
    // The old password still signs in, and the session is still live.
    expect(await login(t.app, admin.email, 'admin')).toBeTruthy();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.auth });
    expect(me.statusCode).toBe(200);
  });

  it('the contract\'s length rule still answers first (validation_failed, "at least 8")', async () => {
    const res = await send(t, admin, 'POST', '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'aaaa',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: [expect.objectContaining({ path: 'body.newPassword', code: 'too_small' })],
    });
  });
});
