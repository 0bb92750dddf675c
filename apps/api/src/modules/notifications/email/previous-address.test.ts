import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../../test/app';
import { useMailingTestApp } from '../../../../test/use-smtp';
import { maskEmail } from './mask';
import { readRows } from '../../../../test/read-rows';

const { t, smtp } = useMailingTestApp();
// An admin keeps the daily digest: security mails are never held for it.
const admin = t.signIn('admin');
const distributor = t.signIn('distributor');
const retailer = t.signIn('retailer');

const moveEmail = async (auth: { readonly authorization: string }, email: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: { ...auth },
    payload: { email, currentPassword: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.background.drain();
  await t.app.background.drain();
};

describe('maskEmail', () => {
  it('keeps enough of the address for its owner to know it', () => {
    expect(maskEmail('asha.patel@example.co.in')).toBe('a***l@e***.in');
    expect(maskEmail('jo@mail.com')).toBe('j***@m***.com');
    expect(maskEmail('x@localhost')).toBe('x***@***');
  });
});

describe('an email change is told to the old address too', () => {
  it('the old address learns the new one, masked, and what to do; the new one gets the alert', async () => {
    const old = admin.email;
    const next = `moved-admin-${admin.user.id}@example.test`;
    await moveEmail(admin, next);
    const [toOld, ...moreToOld] = smtp.mailsTo(old);
    expect(moreToOld).toEqual([]);
    expect(toOld!.subject).toBe('The email address of your account was changed');
    expect(toOld!.text).toContain(`changed from this address to ${maskEmail(next)}`);
    expect(toOld!.text).toContain('contact your administrator at once');
    expect(toOld!.text).not.toContain(next);
    expect(toOld!.html).not.toContain(next);
    const [event] = await readRows<{ event_id: string }>(
      t.database.db,
      sql`SELECT event_id FROM outbox_events
           WHERE user_id = ${admin.user.id} AND payload->>'securityType' = 'email_changed'`,
    );
    expect(toOld!.messageId).toBe(`<${event!.event_id}.${admin.user.id}.previous@console>`);
    // The new address: the security alert, at once (never held for the admin's digest).
    expect(smtp.mailsTo(next).map((m) => m.subject)).toEqual([
      'Security alert: your email address was changed',
    ]);
    // Neither payload (webhooks, the bell) names the old address.
    expect(
      JSON.stringify(await readRows(t.database.db, sql`SELECT payload FROM outbox_events`)),
    ).not.toContain(old);
  });

  it('is told even when the account switched security emails off; in its language', async () => {
    await t.database.db.execute(
      sql`INSERT INTO notification_preferences (user_id, event_type, in_app, email)
          VALUES (${distributor.user.id}, 'security.alert', true, false)`,
    );
    await t.database.db.execute(
      sql`UPDATE users SET preferences = preferences || '{"language":"hi"}'::jsonb WHERE id = ${distributor.user.id}`,
    );
    const old = distributor.email;
    const next = `moved-distributor-${distributor.user.id}@example.test`;
    await moveEmail(distributor, next);
    expect(smtp.mailsTo(old).map((m) => m.subject)).toEqual(['आपके खाते का ईमेल पता बदला गया']);
    expect(smtp.mailsTo(old)[0]!.text).toContain(maskEmail(next));
    expect(smtp.mailsTo(next)).toEqual([]);
  });

  it('each change tells the address it was changed from, once', async () => {
    const first = retailer.email;
    const second = `second-${retailer.user.id}@example.test`;
    const third = `third-${retailer.user.id}@example.test`;
    await moveEmail(retailer, second);
    await moveEmail(retailer, third);
    await t.app.background.drain();
    expect(smtp.mailsTo(first).map((m) => m.text)).toEqual([
      expect.stringContaining(maskEmail(second)),
    ]);
    expect(
      smtp
        .mailsTo(second)
        .filter((m) => m.subject === 'The email address of your account was changed')
        .map((m) => m.text),
    ).toEqual([expect.stringContaining(maskEmail(third))]);
  });
});
