import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');
const otherAdmin = t.signIn('admin');
const distributor = t.signIn('distributor');
const retailer = t.signIn('retailer');

type Auth = { readonly authorization: string };
const read = (auth: Auth) =>
  t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: { ...auth } });
const save = (auth: Auth, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: { ...auth },
    payload,
  });
const stored = async (userId: number) =>
  readRows<{ email_delivery: string }>(
    t.database.db,
    sql`SELECT email_delivery FROM notification_settings WHERE user_id = ${userId}`,
  );
const deliveredEmail = async (auth: Auth) =>
  (await read(auth)).json().preferences.find((p: { type: string }) => p.type === 'order.delivered')
    .email as boolean;

describe('how notification emails go out (GET/PUT /api/notifications/preferences emailDelivery)', () => {
  it('an admin has the daily digest until choosing, with nothing stored; others one email per event', async () => {
    expect((await read(admin)).json()).toMatchObject({ emailDelivery: 'dailyDigest' });
    expect(await stored(admin.user.id)).toEqual([]);
    expect((await read(distributor)).json()).toMatchObject({ emailDelivery: 'perEvent' });
    expect((await read(retailer)).json()).toMatchObject({ emailDelivery: 'perEvent' });
  });

  it('an admin chooses one email per event, and back; the choice is their own', async () => {
    const perEvent = await save(admin, { emailDelivery: 'perEvent' });
    expect(perEvent.statusCode, perEvent.body).toBe(200);
    expect(perEvent.json()).toMatchObject({ emailDelivery: 'perEvent' });
    expect((await read(admin)).json().emailDelivery).toBe('perEvent');
    expect((await read(otherAdmin)).json().emailDelivery).toBe('dailyDigest');
    await save(admin, { emailDelivery: 'dailyDigest' });
    expect((await read(admin)).json().emailDelivery).toBe('dailyDigest');
    expect(await stored(admin.user.id)).toEqual([{ email_delivery: 'dailyDigest' }]);
  });

  it('only an admin may have the digest: 403 email_digest_admins_only, and nothing of the call is saved', async () => {
    for (const who of [distributor, retailer]) {
      const refused = await save(who, {
        emailDelivery: 'dailyDigest',
        preferences: [{ type: 'order.delivered', inApp: true, email: false }],
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('email_digest_admins_only');
      expect(await stored(who.user.id)).toEqual([]);
      expect(await deliveredEmail(who)).toBe(true);
      // Saying what they have already is no error.
      const same = await save(who, { emailDelivery: 'perEvent' });
      expect(same.statusCode).toBe(200);
      expect(same.json().emailDelivery).toBe('perEvent');
    }
  });

  it('an admin made a distributor has one email per event, whatever was stored', async () => {
    await t.database.db.execute(
      sql`INSERT INTO notification_settings (user_id, email_delivery) VALUES (${distributor.user.id}, 'dailyDigest')
          ON CONFLICT (user_id) DO UPDATE SET email_delivery = 'dailyDigest'`,
    );
    expect((await read(distributor)).json().emailDelivery).toBe('perEvent');
  });

  it('refuses an unknown delivery and an empty change; saves switches and delivery together', async () => {
    for (const payload of [{ emailDelivery: 'weekly' }, {}, { emailDelivery: null }]) {
      const res = await save(otherAdmin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const both = await save(otherAdmin, {
      emailDelivery: 'perEvent',
      preferences: [{ type: 'order.delivered', inApp: true, email: false }],
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().emailDelivery).toBe('perEvent');
    expect(await deliveredEmail(otherAdmin)).toBe(false);
    // The switches alone, as before: the delivery stays.
    await save(otherAdmin, {
      preferences: [{ type: 'order.delivered', inApp: true, email: true }],
    });
    expect((await read(otherAdmin)).json().emailDelivery).toBe('perEvent');
  });
});
