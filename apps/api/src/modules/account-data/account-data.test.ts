import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountDataExport } from '@dd/contract';
import { useTestApp } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');
const otherAdmin = t.signIn('admin');
const dist = t.signIn('distributor');
const shop = t.signIn('retailer');
const leaving = t.signIn('distributor');

type Auth = { authorization: string };
const call = (method: 'GET' | 'POST', url: string, who: Auth) =>
  t.app.inject({ method, url, headers: { ...who, 'user-agent': 'account-data-test' } });

const auditBy = (userId: number, entityId: number) =>
  t.database.db.execute(sql`INSERT INTO audit_log (actor_user_id, actor_name, actor_role, action,
      entity_type, entity_id) VALUES (${userId}, 'x', 'distributor', 'UPDATE', 'retailer', ${entityId})`);

const eventsOf = (userId: number) =>
  readRows<{ type: string; actor_user_id: number | null; details: Record<string, unknown> | null }>(
    t.database.db,
    sql`SELECT type, actor_user_id, details FROM security_events WHERE user_id = ${userId} ORDER BY id`,
  );

describe('Export Data: the caller’s own data only, from the token', () => {
  it('gives the profile, sessions, security events and history entries of the caller and of no one else', async () => {
    await auditBy(dist.user.id, 9001);
    await auditBy(shop.user.id, 9002);
    await auditBy(admin.user.id, 9003);
    const res = await call('GET', '/api/auth/data-export', dist);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/my-data-\d{4}-\d{2}-\d{2}\.json/);
    const data = res.json() as AccountDataExport;
    expect(data.profile).toMatchObject({ id: dist.user.id, email: dist.email });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).not.toHaveProperty('id');
    expect(data.actions.map((a) => a.entityId)).toEqual([9001]);
    expect(data.actionsComplete).toBe(true);
    // Its events are the log's rows about it (its sign-in), before the export's own.
    const logged = await eventsOf(dist.user.id);
    expect(data.securityEvents.map((e) => e.type)).toEqual(
      logged
        .slice(0, -1)
        .map((e) => e.type)
        .reverse(),
    );
    expect(logged.at(-1)?.type).toBe('data_exported');
    expect(JSON.stringify(data)).not.toContain(shop.email);
    expect(JSON.stringify(data)).not.toContain(admin.email);
  });
});

describe('Delete Account: a request admins see and act on', () => {
  it('a user asks once; only admins list and act; deactivating ends the account', async () => {
    const asked = await call('POST', '/api/auth/deletion-request', leaving);
    expect(asked.statusCode).toBe(201);
    const request = asked.json().request as { id: number; status: string };
    expect(request.status).toBe('PENDING');
    expect((await call('POST', '/api/auth/deletion-request', leaving)).json().code).toBe(
      'deletion_already_requested',
    );
    expect((await call('GET', '/api/auth/deletion-request', leaving)).json().request.id).toBe(
      request.id,
    );
    expect((await call('GET', '/api/auth/deletion-request', dist)).json().request).toBeNull();

    // Not admins: no list, no action.
    for (const who of [leaving, dist, shop]) {
      expect((await call('GET', '/api/account-deletion-requests', who)).statusCode).toBe(403);
      const act = await call(
        'POST',
        `/api/account-deletion-requests/${request.id}/deactivate`,
        who,
      );
      expect(act.statusCode).toBe(403);
    }
    const listed = await call('GET', '/api/account-deletion-requests', admin);
    expect(listed.json().requests).toContainEqual(
      expect.objectContaining({
        id: request.id,
        user: expect.objectContaining({ email: leaving.email }),
      }),
    );

    const done = await call(
      'POST',
      `/api/account-deletion-requests/${request.id}/deactivate`,
      admin,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().request).toMatchObject({
      status: 'DONE',
      decidedBy: { id: admin.user.id },
    });
    const [user] = await readRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM users WHERE id = ${leaving.user.id}`,
    );
    expect(user?.status).toBe('INACTIVE');
    expect((await call('GET', '/api/auth/me', leaving)).statusCode).toBe(401);
    const events = await eventsOf(leaving.user.id);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['deletion_requested', 'status_changed', 'sessions_revoked']),
    );
    expect(events.find((e) => e.type === 'status_changed')).toMatchObject({
      actor_user_id: admin.user.id,
      details: { status: 'INACTIVE', deletionRequestId: request.id },
    });
    const again = await call('POST', `/api/account-deletion-requests/${request.id}/decline`, admin);
    expect(again.json()).toMatchObject({
      code: 'deletion_request_closed',
      params: { status: 'DONE' },
    });
  });

  it('a declined request leaves the account as it is, tells its holder, and lets them ask again', async () => {
    const { id } = (await call('POST', '/api/auth/deletion-request', shop)).json().request;
    const declined = await call('POST', `/api/account-deletion-requests/${id}/decline`, admin);
    expect(declined.json().request.status).toBe('DECLINED');
    expect((await call('GET', '/api/auth/me', shop)).statusCode).toBe(200);
    const events = await eventsOf(shop.user.id);
    expect(events.at(-1)).toMatchObject({
      type: 'deletion_declined',
      actor_user_id: admin.user.id,
    });
    const [alert] = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'security.alert'
          AND user_id = ${shop.user.id} AND payload->>'securityType' = 'deletion_declined'`,
    );
    expect(alert?.n).toBe(1);
    expect((await call('POST', '/api/auth/deletion-request', shop)).statusCode).toBe(201);
  });

  it('an admin never acts on their own request: another admin does', async () => {
    const { id } = (await call('POST', '/api/auth/deletion-request', admin)).json().request;
    const own = await call('POST', `/api/account-deletion-requests/${id}/deactivate`, admin);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('deletion_request_own');
    const other = await call('POST', `/api/account-deletion-requests/${id}/decline`, otherAdmin);
    expect(other.statusCode).toBe(200);
  });
});
