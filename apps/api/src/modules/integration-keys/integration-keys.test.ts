import crypto from 'node:crypto';
import type { CreateIntegrationKeyResponse, IntegrationKey } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { readRows } from '../../../test/read-rows';
import { send } from '../../../test/requests';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';

const t = useTestApp();
const w = useTwoDistributors(t);
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const keysUrl = (providerId: number) => `/api/service-providers/${providerId}/integration-keys`;

/** The routes a key may call (config `integration: true`). */
const INTEGRATION_ROUTES = new Set(['POST /api/activity/events', 'POST /api/activity/import']);

let provider: number;
let other: number;

beforeAll(async () => {
  provider = (await createProvider(t.database)).id;
  other = (await createProvider(t.database)).id;
});

async function create(name = 'Telering TMS', providerId = provider) {
  const res = await send(t, w.admin, 'POST', keysUrl(providerId), { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreateIntegrationKeyResponse;
}

const list = async (providerId = provider) => {
  const res = await send(t, w.admin, 'GET', keysUrl(providerId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().keys as IntegrationKey[];
};

const keyRow = async (id: number) =>
  (
    await readRows<{
      key_hash: string;
      prefix: string;
      created_by: number | null;
      revoked_by: number | null;
      last_used_at: Date | null;
    }>(
      t.database.db,
      sql`select key_hash, prefix, created_by, revoked_by, last_used_at
            from integration_keys where id = ${id}`,
    )
  )[0]!;

const auditOf = (id: number) =>
  readRows<{ action: string; actor_user_id: number | null }>(
    t.database.db,
    sql`select action, actor_user_id from audit_log
         where entity_type = 'integration_key' and entity_id = ${id} order by id`,
  );

const heartbeat = (serialNumber: string) => ({
  events: [{ serialNumber, at: new Date(Date.now() - 60_000).toISOString(), kind: 'HEARTBEAT' }],
});

const postEvents = (headers: Record<string, string>, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/activity/events', headers, payload: body });

describe('provider integration keys', () => {
  it('is shown once, stored as its SHA-256 only, and listed by its prefix', async () => {
    const created = await create('Nightly TMS push');
    expect(created.key).toMatch(/^ddk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Nightly TMS push', lastUsedAt: null, revokedAt: null });
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const row = await keyRow(created.id);
    expect(row.key_hash).toBe(crypto.createHash('sha256').update(created.key).digest('hex'));
    expect(row.prefix).toBe(created.prefix);
    expect(row.created_by).toBe(w.admin.user.id);
    const dump = await readRows<{ t: string }>(
      t.database.db,
      sql`select x::text as t from integration_keys x where id = ${created.id}`,
    );
    expect(dump[0]!.t).not.toContain(created.key);
    // Nowhere else either (no idempotency record, no audit entry holds it).
    const kept = await readRows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from idempotency_keys where response::text like ${`%${created.key}%`})::int
               + (select count(*) from audit_log where after::text like ${`%${created.key}%`})::int as n`,
    );
    expect(kept[0]!.n).toBe(0);

    const res = await send(t, w.admin, 'GET', keysUrl(provider));
    expect(res.body).not.toContain(created.key);
    const keys = res.json().keys as IntegrationKey[];
    expect(keys[0]).toEqual({
      id: created.id,
      name: 'Nightly TMS push',
      prefix: created.prefix,
      createdAt: created.createdAt,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(await auditOf(created.id)).toEqual([
      { action: 'integration_key.created', actor_user_id: w.admin.user.id },
    ]);
  });

  it("lists a provider's own keys, newest first; admins only", async () => {
    const first = await create('First');
    const second = await create('Second');
    const theirs = await create('Theirs', other);
    const ids = (await list()).map((k) => k.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(theirs.id);
    expect((await list(other)).map((k) => k.id)).toContain(theirs.id);

    for (const who of [w.distA, w.retA]) {
      const get = await send(t, who, 'GET', keysUrl(provider));
      expect(get.statusCode).toBe(403);
      expect(get.json().code).toBe('forbidden');
      const post = await send(t, who, 'POST', keysUrl(provider), { name: 'Sneaky' });
      expect(post.statusCode).toBe(403);
      const del = await send(t, who, 'DELETE', `${keysUrl(provider)}/${first.id}`);
      expect(del.statusCode).toBe(403);
    }
    expect((await list()).map((k) => k.name)).not.toContain('Sneaky');
    // An unknown provider: 404.
    expect((await send(t, w.admin, 'GET', keysUrl(999_999))).statusCode).toBe(404);
    expect((await send(t, w.admin, 'POST', keysUrl(999_999), { name: 'x' })).statusCode).toBe(404);
  });

  it('validates the name', async () => {
    for (const payload of [{}, { name: '' }, { name: 'x'.repeat(101) }, { name: 'x', extra: 1 }]) {
      const res = await send(t, w.admin, 'POST', keysUrl(provider), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it("sends events for its own provider's devices only, and records when it was used", async () => {
    const { key, id } = await create();
    const mine = await createMachine(t.database, { serviceProviderId: provider });
    const theirs = await createMachine(t.database, { serviceProviderId: other });

    const ok = await postEvents(bearer(key), heartbeat(mine.serialNumber));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    const stored = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from device_events where machine_id = ${mine.id}`,
    );
    expect(stored[0]!.n).toBe(1);

    const refused = await postEvents(bearer(key), heartbeat(theirs.serialNumber));
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({
      accepted: 0,
      duplicates: 0,
      rejected: [{ index: 0, code: 'device_of_other_provider' }],
    });

    expect((await keyRow(id)).last_used_at).not.toBeNull();
    expect((await list()).find((k) => k.id === id)?.lastUsedAt).not.toBeNull();
  });

  it('writes last_used_at at most once a minute', async () => {
    const { key, id } = await create();
    const mine = await createMachine(t.database, { serviceProviderId: provider });
    const usedAt = async () =>
      (
        await readRows<{ at: string; fresh: boolean }>(
          t.database.db,
          sql`select last_used_at::text as at, last_used_at > now() - interval '30 seconds' as fresh
                from integration_keys where id = ${id}`,
        )
      )[0]!;
    await postEvents(bearer(key), heartbeat(mine.serialNumber));
    const first = await usedAt();
    expect(first.fresh).toBe(true);
    await postEvents(bearer(key), heartbeat(mine.serialNumber));
    expect((await usedAt()).at).toBe(first.at);
    await t.database.db.execute(
      sql`update integration_keys set last_used_at = now() - interval '2 minutes' where id = ${id}`,
    );
    expect((await usedAt()).fresh).toBe(false);
    await postEvents(bearer(key), heartbeat(mine.serialNumber));
    expect((await usedAt()).fresh).toBe(true);
  });

  it('a session or an API token cannot send events: 403 integration_key_required', async () => {
    const mine = await createMachine(t.database, { serviceProviderId: provider });
    const session = await postEvents(w.admin.auth, heartbeat(mine.serialNumber));
    expect(session.statusCode).toBe(403);
    expect(session.json().code).toBe('integration_key_required');
    const token = await send(t, w.admin, 'POST', '/api/tokens', {
      name: 'Admin script',
      scope: 'read_write',
      expiresInDays: 1,
    });
    expect(token.statusCode, token.body).toBe(201);
    const withToken = await postEvents(bearer(token.json().secret), heartbeat(mine.serialNumber));
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json().code).toBe('integration_key_required');
    // A distributor's session is refused by its role first.
    expect((await postEvents(w.distA.auth, heartbeat(mine.serialNumber))).statusCode).toBe(403);
  });

  it('reaches no other route: 403 token_not_allowed everywhere else', async () => {
    const { key } = await create('Everywhere');
    const others = t.app.apiRoutes.filter(
      (r) => r.access !== 'public' && !INTEGRATION_ROUTES.has(`${r.method} ${r.url}`),
    );
    expect(others.length).toBeGreaterThan(100);
    for (const route of others) {
      const url = route.url.replace(/:[A-Za-z]+/g, (param) => (param === ':type' ? 'x' : '1'));
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(key),
      });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body.slice(0, 200)}`).toBe(403);
      expect(res.json().code, `${route.method} ${route.url}`).toBe('token_not_allowed');
    }
  });

  it('revoked: 401 integration_key_revoked; another provider cannot revoke it', async () => {
    const { key, id } = await create('To revoke');
    const mine = await createMachine(t.database, { serviceProviderId: provider });
    expect((await postEvents(bearer(key), heartbeat(mine.serialNumber))).statusCode).toBe(200);

    const wrong = await send(t, w.admin, 'DELETE', `${keysUrl(other)}/${id}`);
    expect(wrong.statusCode).toBe(404);
    expect((await postEvents(bearer(key), heartbeat(mine.serialNumber))).statusCode).toBe(200);

    const revoked = await send(t, w.admin, 'DELETE', `${keysUrl(provider)}/${id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ message: 'Integration key revoked' });
    const row = await keyRow(id);
    expect(row.revoked_by).toBe(w.admin.user.id);

    const after = await postEvents(bearer(key), heartbeat(mine.serialNumber));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      code: 'integration_key_revoked',
      error:
        "This integration key has been revoked. An admin can create a new one on the service provider's page.",
    });
    expect((await list()).find((k) => k.id === id)?.revokedAt).not.toBeNull();
    // Revoking twice: nothing left to revoke.
    expect((await send(t, w.admin, 'DELETE', `${keysUrl(provider)}/${id}`)).statusCode).toBe(404);
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'integration_key.created',
      'integration_key.revoked',
    ]);

    // An unknown or malformed ddk_ value is refused as invalid.
    const unknown = await postEvents(bearer(`ddk_${'A'.repeat(43)}`), heartbeat('X'));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('session_expired');
    expect((await postEvents(bearer('ddk_short'), heartbeat('X'))).statusCode).toBe(401);
  });

  it('goes with its provider', async () => {
    const gone = (await createProvider(t.database)).id;
    const res = await send(t, w.admin, 'POST', keysUrl(gone), { name: 'Short-lived' });
    const { key } = res.json() as CreateIntegrationKeyResponse;
    await t.database.db.execute(sql`delete from service_providers where id = ${gone}`);
    const after = await postEvents(bearer(key), heartbeat('X'));
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('session_expired');
  });
});
