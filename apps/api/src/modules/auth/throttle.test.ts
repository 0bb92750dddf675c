import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../../../test/app';
import { useTestApp } from '../../../test/use-app';
import { signInFrom } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();

const signIn = (email: string, password: string, from: string) =>
  signInFrom(t, from, { email, password, userType: 'admin' });

/** As if the failures had happened `seconds` earlier. */
const age = (seconds: number) =>
  t.database.db.execute(
    sql`UPDATE sign_in_failures SET at = at - make_interval(secs => ${seconds})`,
  );

const throttledEvents = (email: string) =>
  readRows<{ details: { scope: string; seconds: number } }>(
    t.database.db,
    sql`SELECT details FROM security_events WHERE type = 'sign_in_throttled' AND email = ${email} ORDER BY id`,
  );

describe('failed sign-in throttle', () => {
  it('lets the owner in from another address however often a stranger guessed (the old lockout)', async () => {
    const { email } = await createAccount(t.database, 'admin');
    for (let i = 0; i < 12; i++) await signIn(email, `wrong-${i}`, '203.0.113.10');
    const owner = await signIn(email, TEST_PASSWORD, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
  });

  it('after 5 failures of an email from one address, makes each further attempt wait 1, 2, 4... seconds', async () => {
    const { email } = await createAccount(t.database, 'admin');
    const from = '203.0.113.11';
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'wrong', from)).statusCode).toBe(401);

    const waiting = await signIn(email, TEST_PASSWORD, from);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({
      error: 'Too many failed sign-in attempts. Please try again in 1 second.',
      code: 'login_throttled',
      params: { seconds: 1 },
    });

    await age(1);
    expect((await signIn(email, 'wrong', from)).statusCode).toBe(401);
    expect((await signIn(email, 'wrong', from)).json().params).toEqual({ seconds: 2 });
    await age(2);
    expect((await signIn(email, 'wrong', from)).statusCode).toBe(401);
    expect((await signIn(email, TEST_PASSWORD, from)).json().params).toEqual({ seconds: 4 });

    // The right password after the wait: signed in, and this email's failures from here forgotten.
    await age(4);
    expect((await signIn(email, TEST_PASSWORD, from)).statusCode).toBe(200);
    const [left] = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM sign_in_failures WHERE email = ${email}`,
    );
    expect(left!.n).toBe(0);
    expect((await throttledEvents(email)).map((e) => e.details)).toEqual([
      { scope: 'email_address', seconds: 1 },
      { scope: 'email_address', seconds: 2 },
      { scope: 'email_address', seconds: 4 },
    ]);
  });

  it('counts parallel guesses: of 12 at once, 5 are checked and 7 refused', async () => {
    const { email } = await createAccount(t.database, 'admin');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(email, `wrong-${i}`, '203.0.113.12')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it('counts an IPv6 client by its /64', async () => {
    const { email } = await createAccount(t.database, 'admin');
    for (let i = 1; i <= 5; i++) await signIn(email, 'wrong', `2001:db8:5:7::${i}`);
    expect((await signIn(email, TEST_PASSWORD, '2001:db8:5:7::99')).statusCode).toBe(429);
    expect((await signIn(email, TEST_PASSWORD, '2001:db8:5:8::1')).statusCode).toBe(200);
  });

  it('makes an address wait after 50 failures in 15 minutes, whatever the emails; others are not affected', async () => {
    const from = '203.0.113.13';
    for (let i = 0; i < 50; i++) {
      expect((await signIn(`guess-${i}@example.test`, 'wrong', from)).statusCode).toBe(401);
    }
    const { email } = await createAccount(t.database, 'admin');
    const refused = await signIn(email, TEST_PASSWORD, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('login_throttled');
    expect(refused.json().params.seconds).toBeGreaterThan(14 * 60);
    expect(refused.json().params.seconds).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().error).toMatch(/try again in 15 minutes\.$/);
    expect((await throttledEvents(email))[0]!.details.scope).toBe('address');
    expect((await signIn(email, TEST_PASSWORD, '198.51.100.21')).statusCode).toBe(200);
  });
});
