import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, login, loginAs, TEST_PASSWORD } from '../../../test/app';
import { useTestApp } from '../../../test/use-app';
import { findUserById } from '../users';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();

const putProfile = (headers: { authorization: string }, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: { ...headers, 'user-agent': 'email-change-test' },
    payload,
  });

const failuresOf = async (email: string) => {
  const [row] = await readRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM sign_in_failures WHERE email = ${email}`,
  );
  return row!.n;
};

const emailOf = async (id: number) => (await findUserById(t.database.db, id))!.email;

/** A refused change: its status and code, and the account's email as it was. */
async function expectRefused(
  res: Awaited<ReturnType<typeof putProfile>>,
  status: number,
  code: string,
  me: { user: { id: number }; email: string },
) {
  expect(res.statusCode).toBe(status);
  expect(res.json().code).toBe(code);
  expect(await emailOf(me.user.id)).toBe(me.email);
}

describe('changing the sign-in email (PUT /api/auth/profile)', () => {
  it('needs the current password; without it or with a wrong one nothing changes', async () => {
    const me = await loginAs(t, 'distributor');
    const missing = await putProfile(me.auth, { email: 'moved@example.test' });
    await expectRefused(missing, 400, 'current_password_incorrect', me);
    const wrong = await putProfile(me.auth, {
      email: 'moved@example.test',
      currentPassword: 'not-my-password',
    });
    await expectRefused(wrong, 400, 'current_password_incorrect', me);
  });

  it('says nothing about other accounts before the password is proven', async () => {
    const me = await loginAs(t, 'admin');
    const other = await createAccount(t.database, 'retailer');
    const taken = await putProfile(me.auth, { email: other.email });
    const free = await putProfile(me.auth, { email: 'nobody-here@example.test' });
    // The same answer whether the email exists or not.
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual(free.json());
    // Only the holder of the password learns that the email is taken.
    const proven = await putProfile(me.auth, {
      email: other.email,
      currentPassword: TEST_PASSWORD,
    });
    await expectRefused(proven, 409, 'email_taken', me);
  });

  it('changes it with the current password and records email_changed', async () => {
    const me = await loginAs(t, 'admin');
    const next = `renamed-${me.user.id}@example.test`;
    const res = await putProfile(me.auth, { email: next, currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(next);
    expect(await login(t.app, next, 'admin')).toBeTruthy();
    const events = await readRows<{
      type: string;
      email: string;
      user_agent: string;
      details: unknown;
    }>(
      t.database.db,
      sql`SELECT type, email, user_agent, details FROM security_events
          WHERE user_id = ${me.user.id} AND type = 'email_changed'`,
    );
    expect(events).toEqual([
      {
        type: 'email_changed',
        email: next,
        user_agent: 'email-change-test',
        details: { previousEmail: me.email },
      },
    ]);
  });

  it('needs no password for the other fields, nor for the same email', async () => {
    const me = await loginAs(t, 'retailer');
    const res = await putProfile(me.auth, { name: 'Asha Patel', email: me.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Asha Patel', email: me.email });
  });

  it('wrong passwords and taken emails count as failed sign-ins: the throttle stops probing', async () => {
    const me = await loginAs(t, 'admin');
    const other = await createAccount(t.database, 'admin');
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const probe =
        i % 2 === 0
          ? await putProfile(me.auth, { email: 'x@example.test' })
          : await putProfile(me.auth, { email: other.email, currentPassword: TEST_PASSWORD });
      answers.push(probe.statusCode);
    }
    expect(answers).toEqual([400, 409, 400, 409, 400]);
    expect(await failuresOf(me.email)).toBe(5);
    // Five more, as a prober's further tries would leave them: the wait is now 32 s, so the
    // answer below does not depend on how fast this machine runs.
    await t.database.db.execute(
      sql`INSERT INTO sign_in_failures (email, ip) SELECT ${me.email}, '127.0.0.1' FROM generate_series(1, 5)`,
    );
    const blocked = await putProfile(me.auth, {
      email: 'free-one@example.test',
      currentPassword: TEST_PASSWORD,
    });
    await expectRefused(blocked, 429, 'login_throttled', me);
  });

  it('a change that goes through forgets the failed tries', async () => {
    const me = await loginAs(t, 'retailer');
    expect((await putProfile(me.auth, { email: 'y@example.test' })).statusCode).toBe(400);
    expect(await failuresOf(me.email)).toBe(1);
    const moved = await putProfile(me.auth, {
      email: `moved-${me.user.id}@example.test`,
      currentPassword: TEST_PASSWORD,
    });
    expect(moved.statusCode).toBe(200);
    expect(await failuresOf(me.email)).toBe(0);
  });
});
