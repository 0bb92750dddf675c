import crypto from 'node:crypto';
import type { ApiToken, CreateApiTokenResponse, SecurityEvent } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUserStatus } from '../../../test/app';
import { createMachines, createProvider } from '../../../test/factories/machines';
import { countOf, retailerBody } from '../../../test/factories/parties';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const w = useTwoDistributors(t);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let n = 0;
const uniq = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

async function create(
  headers: { authorization: string },
  body: { name?: string; scope?: 'read' | 'read_write'; expiresInDays?: number } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers,
    payload: { name: `Script ${uniq()}`, scope: 'read', expiresInDays: 30, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreateApiTokenResponse;
}

const get = (url: string, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, headers });

const tokenRow = async (id: number) =>
  (
    await readRows<{ token_hash: string; prefix: string; last_used_at: Date | null }>(
      t.database.db,
      sql`select token_hash, prefix, last_used_at from api_tokens where id = ${id}`,
    )
  )[0]!;

const retailersNamed = (name: string) => countOf(t.database, 'retailers', sql`name = ${name}`);

describe('personal API tokens', () => {
  it('is shown once, stored as its SHA-256 only, and listed without the secret', async () => {
    const created = await create(w.distA, { name: 'Nightly sync', scope: 'read' });
    expect(created.secret).toMatch(/^ddt_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({ name: 'Nightly sync', scope: 'read', lastUsedAt: null });
    expect(created.secret.startsWith(created.token.prefix)).toBe(true);
    const row = await tokenRow(created.token.id);
    expect(row.token_hash).toBe(crypto.createHash('sha256').update(created.secret).digest('hex'));
    const dump = await readRows<{ t: string }>(
      t.database.db,
      sql`select x::text as t from api_tokens x where id = ${created.token.id}`,
    );
    expect(dump[0]!.t).not.toContain(created.secret);

    const list = await get('/api/tokens', w.distA);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    const tokens = list.json().tokens as ApiToken[];
    expect(tokens.find((x) => x.id === created.token.id)?.name).toBe('Nightly sync');
    // Another user's list does not show it.
    const other = (await get('/api/tokens', w.distB)).json().tokens as ApiToken[];
    expect(other.map((x) => x.id)).not.toContain(created.token.id);
  });

  it('acts as its owner, scoped like a session, and records when it was last used', async () => {
    const provider = await createProvider(t.database);
    const [mine, theirs] = await createMachines(t.database, 2, {
      serviceProviderId: provider.id,
    });
    for (const [machine, distributorId] of [
      [mine!, w.a.id],
      [theirs!, w.b.id],
    ] as const) {
      const res = await send(t, w.admin, 'POST', '/api/assignments', {
        machineIds: [machine.id],
        distributorId,
        validFrom: '2026-01-01',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const { secret, token } = await create(w.distA);
    const res = await get('/api/machines?pageSize=500', bearer(secret));
    expect(res.statusCode, res.body).toBe(200);
    const serials = (res.json().machines as { serialNumber: string }[]).map((m) => m.serialNumber);
    expect(serials).toContain(mine!.serialNumber);
    expect(serials).not.toContain(theirs!.serialNumber);
    expect((await tokenRow(token.id)).last_used_at).not.toBeNull();
    const listed = (await get('/api/tokens', w.distA)).json().tokens as ApiToken[];
    expect(listed.find((x) => x.id === token.id)?.lastUsedAt).not.toBeNull();
    const me = await get('/api/auth/me', bearer(secret));
    expect(me.json().user.id).toBe(w.distA.user.id);
  });

  const postRetailer = (secret: string, body: ReturnType<typeof retailerBody>) =>
    t.app.inject({ method: 'POST', url: '/api/retailers', headers: bearer(secret), payload: body });

  it('read-only: a write answers 403 token_read_only and changes nothing', async () => {
    const { secret } = await create(w.distA, { scope: 'read' });
    const body = retailerBody(w.a.id);
    const res = await postRetailer(secret, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('token_read_only');
    expect(await retailersNamed(body.name)).toBe(0);
  });

  it('read-write: writes like its owner, and no more than its owner', async () => {
    const { secret } = await create(w.distA, { scope: 'read_write' });
    const body = retailerBody(w.a.id);
    const res = await postRetailer(secret, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(await retailersNamed(body.name)).toBe(1);
    // A distributor's token cannot do an admin's work.
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/service-providers',
      headers: bearer(secret),
      payload: { name: `SP ${uniq()}`, company_name: 'SP Pvt Ltd' },
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe('forbidden');
  });

  it('cannot manage tokens, the password or the sessions, even read-write', async () => {
    const { secret } = await create(w.distA, { scope: 'read_write' });
    const calls = [
      { method: 'GET', url: '/api/tokens' },
      {
        method: 'POST',
        url: '/api/tokens',
        payload: { name: 'Mint', scope: 'read_write', expiresInDays: 365 },
      },
      { method: 'DELETE', url: '/api/tokens/1' },
      {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: 'x', newPassword: 'Another-Pass-12' },
      },
      { method: 'GET', url: '/api/auth/sessions' },
      { method: 'POST', url: '/api/auth/sessions/revoke-others' },
      { method: 'POST', url: '/api/auth/logout' },
      { method: 'GET', url: '/api/auth/two-factor' },
    ] as const;
    const tokensOfA = () => countOf(t.database, 'api_tokens', sql`user_id = ${w.distA.user.id}`);
    const before = await tokensOfA();
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(secret) } as never);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().code).toBe('token_not_allowed');
    }
    expect(await tokensOfA()).toBe(before);
    // The owner's session was not signed out by the token.
    expect((await get('/api/auth/me', w.distA)).statusCode).toBe(200);
  });

  it('revoked or expired: 401; a stranger cannot revoke it', async () => {
    const { secret, token } = await create(w.distA);
    expect((await get('/api/dashboard/stats', bearer(secret))).statusCode).toBe(200);

    const stranger = await send(t, w.distB, 'DELETE', `/api/tokens/${token.id}`);
    expect(stranger.statusCode).toBe(404);
    expect((await get('/api/dashboard/stats', bearer(secret))).statusCode).toBe(200);

    const revoked = await send(t, w.distA, 'DELETE', `/api/tokens/${token.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const after = await get('/api/dashboard/stats', bearer(secret));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      code: 'token_revoked',
      error: 'This API token has been revoked. Create a new one in your profile.',
    });
    const list = (await get('/api/tokens', w.distA)).json().tokens as ApiToken[];
    expect(list.map((x) => x.id)).not.toContain(token.id);
    // Revoking twice: it is gone.
    const again = await send(t, w.distA, 'DELETE', `/api/tokens/${token.id}`);
    expect(again.statusCode).toBe(404);

    const old = await create(w.distA, { expiresInDays: 1 });
    await t.database.db.execute(
      sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${old.token.id}`,
    );
    const expired = await get('/api/dashboard/stats', bearer(old.secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'token_expired',
      error: 'This API token has expired. Create a new one in your profile.',
    });
    const listed = (await get('/api/tokens', w.distA)).json().tokens as ApiToken[];
    expect(listed.find((x) => x.id === old.token.id)?.expired).toBe(true);
    // A malformed or unknown ddt_ value is refused as invalid.
    const unknown = await get('/api/dashboard/stats', bearer(`ddt_${'A'.repeat(43)}`));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('session_expired');
    expect((await get('/api/dashboard/stats', bearer('ddt_short'))).statusCode).toBe(401);
  });

  it("stops working when its owner's account is deactivated", async () => {
    const owner = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: w.retA.auth });
    expect(owner.statusCode).toBe(200);
    const { secret } = await create(w.retA);
    expect((await get('/api/dashboard/stats', bearer(secret))).statusCode).toBe(200);
    await setUserStatus(t.database, w.retA.user.id, 'INACTIVE');
    try {
      expect((await get('/api/dashboard/stats', bearer(secret))).statusCode).toBe(401);
    } finally {
      await setUserStatus(t.database, w.retA.user.id, 'ACTIVE');
    }
    expect((await get('/api/dashboard/stats', bearer(secret))).statusCode).toBe(200);
  });

  it('validates the name, scope and lifetime', async () => {
    for (const payload of [
      { name: '', scope: 'read', expiresInDays: 30 },
      { name: 'x', scope: 'admin', expiresInDays: 30 },
      { name: 'x', scope: 'read', expiresInDays: 0 },
      { name: 'x', scope: 'read', expiresInDays: 366 },
      { name: 'x', scope: 'read' },
    ]) {
      const res = await send(t, w.distB, 'POST', '/api/tokens', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const { token } = await create(w.distB, { expiresInDays: 365 });
    const days = (Date.parse(token.expiresAt) - Date.parse(token.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(365);
  });

  it('the security log lists the creation and the revocation with the name and scope', async () => {
    const name = `Logged ${uniq()}`;
    const { token } = await create(w.distB, { name, scope: 'read_write' });
    await t.app.inject({ method: 'DELETE', url: `/api/tokens/${token.id}`, headers: w.distB.auth });
    const res = await get(
      `/api/security-events?userId=${w.distB.user.id}&type=api_token_created,api_token_revoked`,
      w.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const events = (res.json().events as SecurityEvent[]).filter(
      (e) => e.details?.['tokenId'] === token.id,
    );
    expect(events.map((e) => [e.type, e.details])).toEqual([
      ['api_token_revoked', { tokenId: token.id, name, scope: 'read_write' }],
      ['api_token_created', { tokenId: token.id, name, scope: 'read_write' }],
    ]);
  });
});
