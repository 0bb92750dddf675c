import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor } from '../../../test/app';
import { auditOf, countOf } from '../../../test/factories/parties';
import { useTestApp } from '../../../test/use-app';
import { NEW_PARTY } from './new-party.fixture';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');

let n = 0;
/** The fields every valid body shares (and a created distributor answers as sent). */
const KAPPA = {
  phone: '+91 99887 66554',
  company_name: 'Kappa Distribution Pvt Ltd',
  address: '17 Ashram Road',
  city: 'Ahmedabad',
  state: 'Gujarat',
};
/** A valid body with a fresh email; no LIKE or HTML metacharacters in any field. */
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: `Kappa Distribution ${++n}`,
  email: `kappa${n}@dist.test`,
  ...KAPPA,
  gst_number: '24AAPFU0939F1Z1',
  ...overrides,
});

const post = (payload: unknown, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'POST', url: '/api/distributors', headers, payload: payload as object });
const put = (id: number | string, payload: unknown, headers: Record<string, string> = admin.auth) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/distributors/${id}`,
    headers,
    payload: payload as object,
  });
const dbRow = async (id: number) =>
  (
    await readRows<{ name: string; email: string; gst_number: string | null; status: string }>(
      t.database.db,
      sql`select name, email, gst_number, status from distributors where id = ${id}`,
    )
  )[0];

describe('POST /api/distributors', () => {
  it('creates a distributor (201), ACTIVE by default, and audits it with the actor from the token', async () => {
    const body = valid({ email: '  New.One@Dist.TEST ', gst_number: '24aapfu0939f1z1' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { distributor } = res.json();
    expect(distributor).toEqual({
      id: expect.any(Number),
      name: body.name,
      email: 'new.one@dist.test',
      ...KAPPA,
      gst_number: '24AAPFU0939F1Z1',
      ...NEW_PARTY,
      createdAt: expect.any(String),
    });
    expect(await dbRow(distributor.id)).toMatchObject({
      gst_number: '24AAPFU0939F1Z1',
      email: 'new.one@dist.test',
    });
    const entries = await auditOf(t.database, 'distributor', distributor.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'distributor.created',
      actor_user_id: admin.user.id,
      actor_role: 'admin',
      actor_name: admin.user.name,
      before: null,
      after: { id: distributor.id, name: body.name, gst_number: '24AAPFU0939F1Z1' },
    });
  });

  it('accepts no GST number and no city/state', async () => {
    const { gst_number: _g, city: _c, state: _s, ...bare } = valid();
    const res = await post(bare);
    expect(res.statusCode).toBe(201);
    expect(res.json().distributor).toMatchObject({ gst_number: null, city: null, state: null });
  });

  it('refuses a malformed GST number with "Invalid GST number" and writes nothing', async () => {
    const before = await countOf(t.database, 'distributors');
    for (const gst of ['BADGST', '27AAPFU0939F1Z', '27AAPFU0939F0ZV', '']) {
      const res = await post(valid({ gst_number: gst }));
      expect(res.statusCode, gst).toBe(400);
      expect(res.json().error).toMatch(/Invalid GST number/);
      expect(res.json().details[0].path).toBe('body.gst_number');
    }
    expect(await countOf(t.database, 'distributors')).toBe(before);
  });

  it('refuses a duplicate email among distributors (any case) with 409 and writes nothing', async () => {
    const first = await post(valid({ email: 'dupe@dist.test' }));
    expect(first.statusCode).toBe(201);
    const before = await countOf(t.database, 'distributors');
    const again = await post(valid({ email: 'DUPE@Dist.Test' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'A distributor with this email already exists',
      code: 'email_taken',
    });
    expect(await countOf(t.database, 'distributors')).toBe(before);
  });

  it('detects a duplicate of a row stored with upper-case letters', async () => {
    await createDistributor(t.database, { email: 'Mixed.Case@Dist.test' });
    const res = await post(valid({ email: 'mixed.case@dist.test' }));
    expect(res.statusCode).toBe(409);
  });

  it.each([
    ['missing fields', { name: 'Only a name' }],
    ['unknown key', { ...valid(), role: 'admin' }],
    ['wrong types', { ...valid(), name: 123, status: true }],
    ['unknown status', { ...valid(), status: 'DELETED' }],
    ['bad email', { ...valid(), email: 'not-an-email' }],
    ['bad phone', { ...valid(), phone: 'call me' }],
    ['empty company', { ...valid(), company_name: '   ' }],
    ['huge name', { ...valid(), name: 'x'.repeat(101) }],
    ['huge address', { ...valid(), address: 'x'.repeat(501) }],
    ['an id in the body', { ...valid(), id: 1 }],
  ])('refuses %s with 400 {error, details} and writes nothing', async (_what, payload) => {
    const before = await countOf(t.database, 'distributors');
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), details: expect.any(Array) });
    expect(await countOf(t.database, 'distributors')).toBe(before);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/distributors',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('replays the first answer for the same Idempotency-Key and body, 409 for another body', async () => {
    const body = valid();
    const headers = { ...admin.auth, 'idempotency-key': 'create-kappa-1' };
    const first = await post(body, headers);
    expect(first.statusCode).toBe(201);
    const before = await countOf(t.database, 'distributors');
    const second = await post(body, headers);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await countOf(t.database, 'distributors')).toBe(before);
    const other = await post(valid(), headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatch(/Idempotency-Key/);
    expect(await countOf(t.database, 'distributors')).toBe(before);
    expect(await auditOf(t.database, 'distributor', first.json().distributor.id)).toHaveLength(1);
  });
});

describe('SQL and HTML metacharacters', () => {
  const tricky = {
    name: `100% Pure_Trade's <script>alert(1)</script>`,
    company_name: `O'Reilly & Sons_Ltd`,
    address: `5% Lane'); DROP TABLE distributors;--`,
    city: `<b>Surat</b>`,
  };
  let id: number;

  beforeAll(async () => {
    const res = await post(valid(tricky));
    expect(res.statusCode).toBe(201);
    id = res.json().distributor.id;
  });

  it('stores and answers text fields literally', async () => {
    const res = await send(t, admin, 'GET', `/api/distributors/${id}`);
    expect(res.json().distributor).toMatchObject(tricky);
    expect(await dbRow(id)).toMatchObject({ name: tricky.name });
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it.each([
    ['%', 1],
    ['_', 1],
    ["'", 1],
    ['<script>', 1],
    ['100%', 1],
    ['%%%', 0],
    ['_ure', 0],
    ['\\', 0],
    ["'); DROP TABLE distributors;--", 1],
    ["' OR '1'='1", 0],
  ])('searching %j matches literally (%i row)', async (term, expected) => {
    const res = await send(t, admin, 'GET', `/api/distributors?search=${encodeURIComponent(term)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(expected);
    if (expected) expect(res.json().distributors[0].id).toBe(id);
  });

  it('still has its table afterwards', async () => {
    expect(await countOf(t.database, 'distributors')).toBeGreaterThan(1);
  });
});

describe('PUT /api/distributors/:id', () => {
  it('changes only the fields sent and audits before/after with the actor', async () => {
    const created = (await post(valid())).json().distributor;
    const res = await put(created.id, {
      status: 'INACTIVE',
      city: null,
      gst_number: '27aapfu0939f1zv',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().distributor).toEqual({
      ...created,
      status: 'INACTIVE',
      city: null,
      gst_number: '27AAPFU0939F1ZV',
    });
    expect(await dbRow(created.id)).toMatchObject({
      status: 'INACTIVE',
      gst_number: '27AAPFU0939F1ZV',
    });
    const entries = await auditOf(t.database, 'distributor', created.id);
    expect(entries.map((e) => e.action)).toEqual(['distributor.created', 'distributor.updated']);
    expect(entries[1]).toMatchObject({
      actor_user_id: admin.user.id,
      actor_role: 'admin',
      before: { status: 'ACTIVE', city: 'Ahmedabad', gst_number: '24AAPFU0939F1Z1' },
      after: { status: 'INACTIVE', city: null, gst_number: '27AAPFU0939F1ZV' },
    });
  });

  it('writes nothing for a body that changes nothing', async () => {
    const created = (await post(valid())).json().distributor;
    for (const body of [{}, { name: created.name, status: 'ACTIVE' }]) {
      const res = await put(created.id, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().distributor).toEqual(created);
    }
    expect(await auditOf(t.database, 'distributor', created.id)).toHaveLength(1);
  });

  it("refuses another distributor's email (409) but accepts its own", async () => {
    const a = (await post(valid())).json().distributor;
    const b = (await post(valid())).json().distributor;
    const clash = await put(b.id, { email: a.email.toUpperCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      error: 'A distributor with this email already exists',
      code: 'email_taken',
    });
    expect((await dbRow(b.id))!.email).toBe(b.email);
    const own = await put(b.id, { email: b.email, name: 'Renamed Kappa' });
    expect(own.statusCode).toBe(200);
    expect(own.json().distributor).toMatchObject({ email: b.email, name: 'Renamed Kappa' });
  });

  it('refuses a bad GST number (400), unknown ids (404) and bad ids (400)', async () => {
    const created = (await post(valid())).json().distributor;
    const bad = await put(created.id, { gst_number: 'NOPE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Invalid GST number/);
    expect((await dbRow(created.id))!.gst_number).toBe('24AAPFU0939F1Z1');
    expect((await put(999999, { name: 'Ghost' })).json()).toEqual({
      error: 'Distributor not found',
      code: 'not_found',
    });
    expect((await put(99999999999, { name: 'Ghost' })).statusCode).toBe(404);
    expect((await put('abc', { name: 'Ghost' })).statusCode).toBe(400);
    expect((await put(created.id, { name: '' })).statusCode).toBe(400);
    expect((await put(created.id, { status: 'UNKNOWN' })).statusCode).toBe(400);
  });
});

describe('POST /api/distributors/:id/account', () => {
  const account = (
    id: number | string,
    payload: unknown,
    headers: Record<string, string> = admin.auth,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/distributors/${id}/account`,
      headers,
      payload: payload as object,
    });

  it('creates a distributor sign-in that works and sees only its distributor', async () => {
    const distributor = (await post(valid({ name: 'Lambda Traders' }))).json().distributor;
    const res = await account(distributor.id, {
      email: 'Lambda.Login@Dist.test',
      password: 'Lambda-pass-1',
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      name: 'Lambda Traders',
      email: 'lambda.login@dist.test',
      userType: 'distributor',
      distributorId: distributor.id,
      retailerId: null,
      status: 'ACTIVE',
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password|argon/i);

    const entries = await auditOf(t.database, 'user', user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.created',
      actor_user_id: admin.user.id,
      actor_role: 'admin',
      after: {
        email: 'lambda.login@dist.test',
        userType: 'distributor',
        distributorId: distributor.id,
      },
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: 'lambda.login@dist.test',
        password: 'Lambda-pass-1',
        userType: 'distributor',
      },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const mine = await t.app.inject({ method: 'GET', url: '/api/distributors', headers });
    expect(mine.json().distributors.map((d: { id: number }) => d.id)).toEqual([distributor.id]);

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lambda.login@dist.test', password: 'Lambda-pass-1', userType: 'retailer' },
    });
    expect(wrongType.statusCode).toBe(401);
  });

  it('uses the name given', async () => {
    const distributor = (await post(valid())).json().distributor;
    const res = await account(distributor.id, {
      email: 'named@dist.test',
      name: 'Kiran Shah',
      password: 'Named-pass-1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.name).toBe('Kiran Shah');
  });

  it('refuses a duplicate email (409), unknown distributors (404) and bad bodies (400), writing nothing', async () => {
    const distributor = (await post(valid())).json().distributor;
    const users = await countOf(t.database, 'users');
    const dupe = await account(distributor.id, {
      email: admin.email.toUpperCase(),
      password: 'Another-pass-1',
    });
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json()).toEqual({
      error: 'An account with this email already exists',
      code: 'email_taken',
    });
    expect(
      (await account(999999, { email: 'ghost@dist.test', password: 'Ghost-pass-1' })).statusCode,
    ).toBe(404);
    const short = await account(distributor.id, { email: 'short@dist.test', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/at least 8 characters/);
    expect(
      (
        await account(distributor.id, {
          email: 'x@dist.test',
          password: 'Long-enough-1',
          userType: 'admin',
        })
      ).statusCode,
    ).toBe(400);
    expect(await countOf(t.database, 'users')).toBe(users);
  });
});
