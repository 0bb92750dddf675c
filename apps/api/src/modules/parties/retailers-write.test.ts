import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { addAssignment, auditOf, countOf, holdMachine } from '../../../test/factories/parties';
import { useTestApp } from '../../../test/use-app';
import { NEW_PARTY } from './new-party.fixture';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let alphaUser: Login;
let bravoUser: Login;
let alpha: { id: number; name: string; companyName: string };
let bravo: { id: number; name: string; companyName: string };

beforeAll(async () => {
  alpha = await createDistributor(t.database, {
    name: 'Alpha Traders',
    companyName: 'Alpha Trading Co',
  });
  bravo = await createDistributor(t.database, {
    name: 'Bravo Wholesale',
    companyName: 'Bravo Holdings',
  });
  admin = await loginAs(t, 'admin');
  alphaUser = await loginAs(t, 'distributor', { distributorId: alpha.id });
  bravoUser = await loginAs(t, 'distributor', { distributorId: bravo.id });
});

let n = 0;
/** A valid body with a fresh email; no LIKE or HTML metacharacters in any field. */
const valid = (distributorId: number, overrides: Record<string, unknown> = {}) => ({
  name: `Sigma Retail ${++n}`,
  email: `sigma${n}@shop.test`,
  phone: '+91 98989 89898',
  shop_name: `Sigma Store ${n}`,
  address: '9 Relief Road',
  city: 'Ahmedabad',
  state: 'Gujarat',
  gst_number: '24AAPFU0939F1Z1',
  distributor_id: distributorId,
  ...overrides,
});

const post = (payload: unknown, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'POST', url: '/api/retailers', headers, payload: payload as object });
const put = (id: number | string, payload: unknown, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'PUT', url: `/api/retailers/${id}`, headers, payload: payload as object });
const dbRow = async (id: number) =>
  (
    await readRows<{
      name: string;
      distributor_id: number;
      status: string;
      gst_number: string | null;
      shop_name: string;
    }>(
      t.database.db,
      sql`select name, distributor_id, status, gst_number, shop_name from retailers where id = ${id}`,
    )
  )[0];
const written = async () => [
  await countOf(t.database, 'retailers'),
  await countOf(t.database, 'audit_log'),
  await countOf(t.database, 'users'),
];

describe('POST /api/retailers', () => {
  it('lets an admin create a retailer for any distributor, audited with the actor', async () => {
    const body = valid(bravo.id, { gst_number: '24aapfu0939f1z1', email: 'Upper@Shop.TEST' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { retailer } = res.json();
    expect(retailer).toEqual({
      id: expect.any(Number),
      name: body.name,
      email: 'upper@shop.test',
      phone: '+91 98989 89898',
      shop_name: body.shop_name,
      address: '9 Relief Road',
      city: 'Ahmedabad',
      state: 'Gujarat',
      gst_number: '24AAPFU0939F1Z1',
      ...NEW_PARTY,
      distributor_id: bravo.id,
      distributor: { id: bravo.id, name: 'Bravo Wholesale', company_name: 'Bravo Holdings' },
      createdAt: expect.any(String),
    });
    expect(await dbRow(retailer.id)).toMatchObject({
      gst_number: '24AAPFU0939F1Z1',
      distributor_id: bravo.id,
    });
    const entries = await auditOf(t.database, 'retailer', retailer.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'retailer.created',
        actor_user_id: admin.user.id,
        actor_role: 'admin',
        before: null,
        after: expect.objectContaining({ id: retailer.id, distributor_id: bravo.id }),
      }),
    ]);
  });

  it('lets a distributor create a retailer under itself, audited as that distributor user', async () => {
    const res = await post(valid(alpha.id, { status: 'INACTIVE' }), alphaUser.auth);
    expect(res.statusCode).toBe(201);
    const { retailer } = res.json();
    expect(retailer).toMatchObject({ distributor_id: alpha.id, status: 'INACTIVE' });
    const [entry] = await auditOf(t.database, 'retailer', retailer.id);
    expect(entry).toMatchObject({
      action: 'retailer.created',
      actor_user_id: alphaUser.user.id,
      actor_role: 'distributor',
      actor_name: alphaUser.user.name,
    });
  });

  it('answers 404 "Distributor not found" to a distributor creating for another distributor, writing nothing', async () => {
    const before = await written();
    for (const id of [bravo.id, 999999]) {
      const res = await post(valid(id), alphaUser.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Distributor not found', code: 'not_found' });
    }
    expect(await written()).toEqual(before);
    const list = await send(t, bravoUser, 'GET', `/api/retailers?distributorId=${bravo.id}`);
    expect(
      list.json().retailers.map((x: { distributor_id: number }) => x.distributor_id),
    ).not.toContain(alpha.id);
  });

  it('answers 404 to an admin for an unknown distributor', async () => {
    const res = await post(valid(999999));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Distributor not found', code: 'not_found' });
  });

  it('refuses a malformed GST number with "Invalid GST number" and writes nothing', async () => {
    const before = await written();
    const res = await post(valid(alpha.id, { gst_number: '24AAPFU0939F1Z' }), alphaUser.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Invalid GST number/);
    expect(await written()).toEqual(before);
  });

  it('refuses a duplicate email among the same distributor (409) but allows it under another', async () => {
    expect((await post(valid(alpha.id, { email: 'twin@shop.test' }))).statusCode).toBe(201);
    const before = await written();
    const again = await post(valid(alpha.id, { email: 'TWIN@shop.test' }), alphaUser.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'A retailer with this email already exists for this distributor',
      code: 'email_taken',
    });
    expect(await written()).toEqual(before);
    expect(
      (await post(valid(bravo.id, { email: 'twin@shop.test' }), bravoUser.auth)).statusCode,
    ).toBe(201);
  });

  it.each([
    [
      'no distributor_id',
      (() => {
        const { distributor_id: _d, ...rest } = valid(1);
        return rest;
      })(),
    ],
    ['a string distributor_id', { ...valid(1), distributor_id: '1' }],
    ['an empty shop name', { ...valid(1), shop_name: '' }],
    ['a huge shop name', { ...valid(1), shop_name: 's'.repeat(201) }],
    ['an unknown key', { ...valid(1), distributor: { id: 1 } }],
    ['a bad status', { ...valid(1), status: 'PENDING' }],
  ])('refuses %s with 400 and writes nothing', async (_what, payload) => {
    const before = await written();
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), details: expect.any(Array) });
    expect(await written()).toEqual(before);
  });

  it('replays the first answer for the same Idempotency-Key, 409 for another body', async () => {
    const headers = { ...alphaUser.auth, 'idempotency-key': 'retailer-create-1' };
    const body = valid(alpha.id);
    const first = await post(body, headers);
    expect(first.statusCode).toBe(201);
    const before = await written();
    const second = await post(body, headers);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await written()).toEqual(before);
    expect((await post(valid(alpha.id), headers)).statusCode).toBe(409);
    expect(await written()).toEqual(before);
  });
});

describe('SQL and HTML metacharacters', () => {
  const tricky = {
    name: `50% Off_Store's <script>alert('x')</script>`,
    shop_name: `D'Souza & Co_Mart`,
    address: `1' OR '1'='1; --`,
  };

  it('stores them literally and searches them literally', async () => {
    const created = await post(valid(bravo.id, tricky));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().retailer;
    const one = await send(t, admin, 'GET', `/api/retailers/${id}`);
    expect(one.json().retailer).toMatchObject(tricky);
    expect(await dbRow(id)).toMatchObject({ name: tricky.name, shop_name: tricky.shop_name });
    const search = async (term: string) =>
      (await send(t, admin, 'GET', `/api/retailers?search=${encodeURIComponent(term)}`)).json();
    for (const term of ['%', '_', "'", '<script>', "'1'='1"]) {
      const body = await search(term);
      expect(body.total, term).toBe(1);
      expect(body.retailers[0].id).toBe(id);
    }
    for (const term of ['%%', '_ff', 'S_ore']) expect((await search(term)).total, term).toBe(0);
  });
});

describe('PUT /api/retailers/:id', () => {
  it('lets a distributor edit (and deactivate) its own retailer, audited before/after', async () => {
    const created = (await post(valid(alpha.id), alphaUser.auth)).json().retailer;
    const res = await put(
      created.id,
      { status: 'INACTIVE', phone: '+91 90909 09090' },
      alphaUser.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().retailer).toEqual({
      ...created,
      status: 'INACTIVE',
      phone: '+91 90909 09090',
    });
    const entries = await auditOf(t.database, 'retailer', created.id);
    expect(entries.map((e) => e.action)).toEqual(['retailer.created', 'retailer.updated']);
    expect(entries[1]).toMatchObject({
      actor_user_id: alphaUser.user.id,
      actor_role: 'distributor',
      before: { status: 'ACTIVE', phone: '+91 98989 89898' },
      after: { status: 'INACTIVE', phone: '+91 90909 09090' },
    });
  });

  it("answers 404 to a distributor editing another distributor's retailer, changing nothing", async () => {
    const theirs = await createRetailer(t.database, bravo.id, { name: 'Bravo Own Shop' });
    const before = await written();
    const res = await put(theirs.id, { name: 'Hijacked' }, alphaUser.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Retailer not found', code: 'not_found' });
    expect((await dbRow(theirs.id))!.name).toBe('Bravo Own Shop');
    expect(await written()).toEqual(before);
  });

  it('does not let a distributor move its retailer to another distributor (404), nor write anything', async () => {
    const mine = (await post(valid(alpha.id), alphaUser.auth)).json().retailer;
    const before = await written();
    const res = await put(mine.id, { distributor_id: bravo.id, name: 'Moved' }, alphaUser.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Distributor not found', code: 'not_found' });
    expect(await dbRow(mine.id)).toMatchObject({ distributor_id: alpha.id, name: mine.name });
    expect(await written()).toEqual(before);
    const same = await put(mine.id, { distributor_id: alpha.id, city: 'Rajkot' }, alphaUser.auth);
    expect(same.statusCode).toBe(200);
    expect(same.json().retailer).toMatchObject({ distributor_id: alpha.id, city: 'Rajkot' });
  });

  it('lets an admin move a retailer; its sign-in accounts follow it', async () => {
    const created = (await post(valid(alpha.id))).json().retailer;
    const account = await send(t, admin, 'POST', `/api/retailers/${created.id}/account`, {
      email: `mover${created.id}@shop.test`,
      password: 'Mover-pass-1',
    });
    expect(account.json().user.distributorId).toBe(alpha.id);
    const res = await put(created.id, { distributor_id: bravo.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().retailer).toMatchObject({
      distributor_id: bravo.id,
      distributor: { id: bravo.id, name: 'Bravo Wholesale', company_name: 'Bravo Holdings' },
    });
    const [user] = await readRows<{ distributor_id: number }>(
      t.database.db,
      sql`select distributor_id from users where retailer_id = ${created.id}`,
    );
    expect(user!.distributor_id).toBe(bravo.id);
    const [, updated] = await auditOf(t.database, 'retailer', created.id);
    expect(updated).toMatchObject({
      before: { distributor_id: alpha.id, distributor: { id: alpha.id } },
      after: { distributor_id: bravo.id, distributor: { id: bravo.id } },
    });
    expect((await put(created.id, { name: 'Back' }, alphaUser.auth)).statusCode).toBe(404);
    expect((await put(created.id, { name: 'Now mine' }, bravoUser.auth)).statusCode).toBe(200);
  });

  it('refuses to move a retailer that holds machines or an active assignment (409)', async () => {
    const holder = (await post(valid(alpha.id))).json().retailer;
    await holdMachine(t.database, { distributorId: alpha.id, retailerId: holder.id });
    const assigned = (await post(valid(alpha.id))).json().retailer;
    await addAssignment(t.database, { distributorId: alpha.id, retailerId: assigned.id });
    for (const id of [holder.id, assigned.id]) {
      const res = await put(id, { distributor_id: bravo.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/return them before moving/);
      expect((await dbRow(id))!.distributor_id).toBe(alpha.id);
    }
    expect((await put(holder.id, { status: 'INACTIVE' })).statusCode).toBe(200);
  });

  it('refuses a duplicate email within the distributor (409) and a bad GST (400)', async () => {
    const a = (await post(valid(alpha.id))).json().retailer;
    const b = (await post(valid(alpha.id))).json().retailer;
    const clash = await put(b.id, { email: a.email });
    expect(clash.statusCode).toBe(409);
    const gst = await put(b.id, { gst_number: '99' });
    expect(gst.statusCode).toBe(400);
    expect(gst.json().error).toMatch(/Invalid GST number/);
    expect(await dbRow(b.id)).toMatchObject({ gst_number: '24AAPFU0939F1Z1' });
  });

  it('writes nothing for a body that changes nothing; unknown ids 404', async () => {
    const created = (await post(valid(alpha.id))).json().retailer;
    const res = await put(created.id, { name: created.name });
    expect(res.statusCode).toBe(200);
    expect(res.json().retailer).toEqual(created);
    expect(await auditOf(t.database, 'retailer', created.id)).toHaveLength(1);
    expect((await put(999999, { name: 'Ghost' })).statusCode).toBe(404);
    expect((await put(99999999999, { name: 'Ghost' })).statusCode).toBe(404);
  });
});

describe('POST /api/retailers/:id/account', () => {
  const account = (id: number, payload: object, headers: Record<string, string> = admin.auth) =>
    t.app.inject({ method: 'POST', url: `/api/retailers/${id}/account`, headers, payload });

  it('creates a retailer sign-in that works', async () => {
    const retailer = (await post(valid(alpha.id, { name: 'Omega Kirana' }))).json().retailer;
    const res = await account(retailer.id, {
      email: 'omega.login@shop.test',
      password: 'Omega-pass-1',
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      name: 'Omega Kirana',
      email: 'omega.login@shop.test',
      userType: 'retailer',
      retailerId: retailer.id,
      distributorId: alpha.id,
    });
    const [entry] = await auditOf(t.database, 'user', user.id);
    expect(entry).toMatchObject({
      action: 'user.created',
      actor_user_id: admin.user.id,
      after: { userType: 'retailer', retailerId: retailer.id },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'omega.login@shop.test', password: 'Omega-pass-1', userType: 'retailer' },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(me.json().user).toMatchObject({ userType: 'retailer', retailerId: retailer.id });
  });

  it('refuses a duplicate email (409) and unknown retailers (404), writing nothing', async () => {
    const retailer = (await post(valid(alpha.id))).json().retailer;
    const before = await written();
    const dupe = await account(retailer.id, { email: alphaUser.email, password: 'Dupe-pass-1' });
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json()).toEqual({
      error: 'An account with this email already exists',
      code: 'email_taken',
    });
    const ghost = await account(999999, { email: 'ghost@shop.test', password: 'Ghost-pass-1' });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json()).toEqual({ error: 'Retailer not found', code: 'not_found' });
    expect(await written()).toEqual(before);
  });
});
