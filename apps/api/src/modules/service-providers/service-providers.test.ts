import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProvider } from '../../../test/factories/machines';
import { useTestApp } from '../../../test/use-app';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');
const distributor = t.signIn('distributor');
const retailer = t.signIn('retailer');

const auditOf = (entityId: number) =>
  readRows<{ action: string; actor_name: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`SELECT action, actor_name, before, after FROM audit_log
        WHERE entity_type = 'service_provider' AND entity_id = ${entityId} ORDER BY id`,
  );

const get = (url: string, auth?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, headers: auth });

const input = {
  name: 'Paytech Services',
  company_name: 'Paytech Services Pvt Ltd',
  email: 'Ops@Paytech.example',
  phone: '+91 98765 43210',
  address: '1 MG Road, Pune',
};

describe('GET /api/service-providers', () => {
  it('answers a plain array ordered by id, to admins and distributors', async () => {
    const first = await createProvider(t.database, { name: 'Zeta Pay', status: 'INACTIVE' });
    const second = await createProvider(t.database, { name: 'Alpha Pay', email: null });
    for (const auth of [admin.auth, distributor.auth]) {
      const res = await get('/api/service-providers', auth);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Array.isArray(body)).toBe(true);
      const ids = body.map((p: { id: number }) => p.id);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(body.find((p: { id: number }) => p.id === first.id)).toEqual({
        id: first.id,
        name: 'Zeta Pay',
        company_name: first.companyName,
        email: first.email,
        phone: first.phone,
        address: first.address,
        status: 'INACTIVE',
        createdAt: first.createdAt.toISOString(),
      });
      expect(body.find((p: { id: number }) => p.id === second.id).email).toBeNull();
    }
  });

  it('refuses a retailer (403) and anonymous (401)', async () => {
    const r = await get('/api/service-providers', retailer.auth);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ error: 'You are not allowed to do this', code: 'forbidden' });
    expect((await get('/api/service-providers')).statusCode).toBe(401);
  });
});

describe('GET /api/service-providers/:id', () => {
  it('answers the provider object itself', async () => {
    const p = await createProvider(t.database);
    const res = await get(`/api/service-providers/${p.id}`, distributor.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, name: p.name, company_name: p.companyName });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get('/api/service-providers/999999', admin.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Service provider not found', code: 'not_found' });
    const bad = await get('/api/service-providers/1.5', admin.auth);
    expect(bad.statusCode).toBe(400);
    const forbidden = await get('/api/service-providers/1', retailer.auth);
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('POST /api/service-providers', () => {
  it('creates a provider (201) and audits it', async () => {
    const res = await send(t, admin, 'POST', '/api/service-providers', input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...input, email: 'ops@paytech.example', status: 'ACTIVE' });
    const read = await get(`/api/service-providers/${body.id}`, admin.auth);
    expect(read.json()).toEqual(body);
    const log = await auditOf(body.id);
    expect(log).toEqual([
      {
        action: 'provider.created',
        actor_name: admin.user.name,
        before: null,
        after: expect.objectContaining({ name: 'Paytech Services', status: 'ACTIVE' }),
      },
    ]);
  });

  it('stores HTML and SQL metacharacters as plain text', async () => {
    const name = `<img src=x onerror=alert(1)> '; DROP TABLE machines; --`;
    const res = await send(t, admin, 'POST', '/api/service-providers', {
      ...input,
      name: name.slice(0, 100),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe(name.slice(0, 100));
  });

  it.each([
    [{ ...input, name: '' }],
    [{ ...input, name: 'x'.repeat(101) }],
    [{ ...input, email: 'not-an-email' }],
    [{ ...input, phone: 'call me' }],
    [{ ...input, status: 'CLOSED' }],
    [{ ...input, id: 5 }],
    [{ company_name: 'Only company' }],
    [{ ...input, address: 'x'.repeat(1024 * 512) }],
  ])('refuses bad input with 400 and writes nothing', async (payload) => {
    const before = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM service_providers`,
    );
    const res = await send(t, admin, 'POST', '/api/service-providers', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    const after = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM service_providers`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('is for admins only', async () => {
    for (const [auth, code] of [
      [distributor.auth, 403],
      [retailer.auth, 403],
      [{}, 401],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/service-providers',
        headers: auth,
        payload: input,
      });
      expect(res.statusCode).toBe(code);
    }
  });
});

describe('PUT /api/service-providers/:id', () => {
  it('updates the given fields, keeps the others and audits before/after', async () => {
    const p = await createProvider(t.database, { name: 'Old Name' });
    const res = await send(t, admin, 'PUT', `/api/service-providers/${p.id}`, {
      name: 'New Name',
      status: 'INACTIVE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: p.id,
      name: 'New Name',
      status: 'INACTIVE',
      company_name: p.companyName,
      email: p.email,
    });
    const log = await auditOf(p.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'provider.updated',
      actor_name: admin.user.name,
      before: { name: 'Old Name', status: 'ACTIVE' },
      after: { name: 'New Name', status: 'INACTIVE' },
    });
  });

  it('clears an optional field with null and writes no audit entry when nothing changes', async () => {
    const p = await createProvider(t.database);
    const cleared = await send(t, admin, 'PUT', `/api/service-providers/${p.id}`, { phone: null });
    expect(cleared.json().phone).toBeNull();
    const same = await send(t, admin, 'PUT', `/api/service-providers/${p.id}`, { name: p.name });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(p.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown provider, 400 for bad input and 403 to a distributor', async () => {
    const unknown = await send(t, admin, 'PUT', '/api/service-providers/999999', { name: 'X' });
    expect(unknown.statusCode).toBe(404);
    const p = await createProvider(t.database);
    const bad = await send(t, admin, 'PUT', `/api/service-providers/${p.id}`, { status: 'GONE' });
    expect(bad.statusCode).toBe(400);
    const denied = await send(t, distributor, 'PUT', `/api/service-providers/${p.id}`, {
      name: 'Hijack',
    });
    expect(denied.statusCode).toBe(403);
    const read = await get(`/api/service-providers/${p.id}`, admin.auth);
    expect(read.json().name).toBe(p.name);
  });
});
