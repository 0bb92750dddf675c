import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../../../test/app';
import { useTestApp } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();

type EventRow = { type: string; user_id: number | null; email: string | null; user_agent: string };

async function eventsFor(email: string) {
  return readRows<EventRow>(
    t.database.db,
    sql`SELECT type, user_id, email, user_agent FROM security_events WHERE email = ${email} OR user_id = (SELECT id FROM users WHERE email = ${email}) ORDER BY id`,
  );
}

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': 'security-log-test' },
    payload: { email, password, userType: 'distributor' },
  });

describe('security event log', () => {
  it('records a failed and a successful sign-in, with the user agent', async () => {
    const { email, user } = await createAccount(t.database, 'distributor');
    expect((await signIn(email, 'wrong-password-1')).statusCode).toBe(401);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    const events = await eventsFor(email);
    expect(events.map((e) => e.type)).toEqual(['sign_in_failed', 'sign_in']);
    expect(events.every((e) => e.user_id === user.id && e.user_agent === 'security-log-test')).toBe(
      true,
    );
  });

  it('records a failed sign-in of an unknown email by the email typed', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    expect((await signIn(email, 'whatever-password')).statusCode).toBe(401);
    expect(await eventsFor(email)).toEqual([
      expect.objectContaining({ type: 'sign_in_failed', user_id: null, email }),
    ]);
  });

  it('refuses to rewrite a recorded event', async () => {
    await expect(
      t.database.db.execute(sql`UPDATE security_events SET type = 'sign_in'`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/never changed/) } });
    const [left] = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM security_events WHERE type = 'sign_in_failed'`,
    );
    expect(left!.n).toBe(2);
  });
});
