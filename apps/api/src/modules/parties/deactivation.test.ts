import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  createDistributor,
  createRetailer,
  login,
  TEST_PASSWORD,
} from '../../../test/app';
import { useTestApp } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');

const setStatus = (plural: 'distributors' | 'retailers', id: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/${plural}/${id}`,
    headers: { ...admin.auth, 'user-agent': 'deactivation-test' },
    payload: { status },
  });

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

async function signedInAccount(role: 'distributor' | 'retailer', links: object) {
  const { user, email } = await createAccount(t.database, role, links);
  return { user, email, token: await login(t.app, email, role, TEST_PASSWORD) };
}

/** A new distributor and its retailer, each with a signed-in account. */
async function distributorWithShop() {
  const d = await createDistributor(t.database);
  const r = await createRetailer(t.database, d.id);
  const dist = await signedInAccount('distributor', { distributorId: d.id });
  const shop = await signedInAccount('retailer', { retailerId: r.id });
  return { d, r, dist, shop };
}

type EventRow = {
  type: string;
  actor_user_id: number | null;
  details: unknown;
  user_agent: string;
};
const eventsOf = (userId: number) =>
  readRows<EventRow>(
    t.database.db,
    sql`SELECT type, actor_user_id, details, user_agent FROM security_events
        WHERE user_id = ${userId} AND type IN ('status_changed', 'sessions_revoked') ORDER BY id`,
  );

describe('deactivating a party ends its accounts’ sessions for good', () => {
  it('a distributor: its own and its retailers’ tokens stay refused after reactivation', async () => {
    const { d, dist, shop } = await distributorWithShop();

    expect((await setStatus('distributors', d.id, 'INACTIVE')).statusCode).toBe(200);
    expect((await me(dist.token)).statusCode).toBe(401);
    expect((await setStatus('distributors', d.id, 'ACTIVE')).statusCode).toBe(200);
    for (const old of [dist.token, shop.token]) {
      const res = await me(old);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('session_expired');
    }
    // The accounts themselves work again: a new sign-in gets a new session.
    expect((await me(await login(t.app, dist.email, 'distributor'))).statusCode).toBe(200);

    const party = { kind: 'distributor', id: d.id };
    for (const account of [dist, shop]) {
      expect(await eventsOf(account.user.id)).toEqual([
        {
          type: 'status_changed',
          actor_user_id: admin.user.id,
          details: { status: 'INACTIVE', party },
          user_agent: 'deactivation-test',
        },
        {
          type: 'sessions_revoked',
          actor_user_id: admin.user.id,
          details: { reason: 'deactivated', party },
          user_agent: 'deactivation-test',
        },
        {
          type: 'status_changed',
          actor_user_id: admin.user.id,
          details: { status: 'ACTIVE', party },
          user_agent: 'deactivation-test',
        },
      ]);
    }
  });

  it('ends their API tokens for good too, each with its security event', async () => {
    const { d, dist, shop } = await distributorWithShop();
    const newToken = async (session: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: { authorization: `Bearer ${session}` },
        payload: { name: 'Till sync', scope: 'read', expiresInDays: 30 },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { secret: string; token: { id: number } };
    };
    const distToken = await newToken(dist.token);
    const shopToken = await newToken(shop.token);

    expect((await setStatus('distributors', d.id, 'INACTIVE')).statusCode).toBe(200);
    expect((await setStatus('distributors', d.id, 'ACTIVE')).statusCode).toBe(200);
    for (const token of [distToken, shopToken]) {
      const res = await me(token.secret);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_revoked');
    }

    const party = { kind: 'distributor', id: d.id };
    for (const [account, token] of [
      [dist, distToken],
      [shop, shopToken],
    ] as const) {
      const revoked = await readRows<{ details: unknown; actor_user_id: number }>(
        t.database.db,
        sql`SELECT details, actor_user_id FROM security_events
            WHERE user_id = ${account.user.id} AND type = 'api_token_revoked'`,
      );
      expect(revoked).toEqual([
        {
          details: {
            tokenId: token.token.id,
            name: 'Till sync',
            scope: 'read',
            reason: 'deactivated',
            party,
          },
          actor_user_id: admin.user.id,
        },
      ]);
    }
  });

  it('a retailer: only its accounts, not its distributor’s', async () => {
    const { r, dist, shop } = await distributorWithShop();

    expect((await setStatus('retailers', r.id, 'INACTIVE')).statusCode).toBe(200);
    expect((await setStatus('retailers', r.id, 'ACTIVE')).statusCode).toBe(200);
    expect((await me(shop.token)).statusCode).toBe(401);
    expect((await me(dist.token)).statusCode).toBe(200);
    expect((await eventsOf(shop.user.id)).map((e) => e.type)).toEqual([
      'status_changed',
      'sessions_revoked',
      'status_changed',
    ]);
    expect(await eventsOf(dist.user.id)).toEqual([]);
  });

  it('an update that leaves the status alone revokes nothing', async () => {
    const d = await createDistributor(t.database);
    const dist = await signedInAccount('distributor', { distributorId: d.id });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/distributors/${d.id}`,
      headers: admin.auth,
      payload: { city: 'Rajkot', status: 'ACTIVE' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(dist.token)).statusCode).toBe(200);
    expect(await eventsOf(dist.user.id)).toEqual([]);
  });
});
