import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { createMachines } from '../../../test/factories/machines';
import { useTestApp } from '../../../test/use-app';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');

const create = (payload: object, headers = admin.auth) =>
  t.app.inject({ method: 'POST', url: '/api/assignments', headers, payload });

const machineStatus = async (ids: number[]) =>
  (
    await readRows<{ status: string }>(
      t.database.db,
      sql`select status from machines where id = any(${sql.param(ids)}::int[]) order by id`,
    )
  ).map((m) => m.status);

describe('POST /api/assignments', () => {
  it('creates an ACTIVE assignment (with or without a retailer) and marks the machines ASSIGNED', async () => {
    const d = await createDistributor(t.database, { name: 'Assign Traders' });
    const r = await createRetailer(t.database, d.id, { name: 'Assign Shop' });
    const ms = await createMachines(t.database, 2);
    const res = await create({
      machineIds: ms.map((m) => m.id),
      distributorId: d.id,
      retailerId: r.id,
      validFrom: '2026-11-01',
      validTo: '2027-10-31',
      notes: 'Festival season',
      assignedBy: 'admin',
      assignedByRole: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().assignment).toMatchObject({
      status: 'ACTIVE',
      validFrom: '2026-11-01',
      validTo: '2027-10-31',
      notes: 'Festival season',
      distributor: { id: d.id, name: 'Assign Traders' },
      retailer: { id: r.id, name: 'Assign Shop' },
      assignedBy: { id: admin.user.id },
      assignedByRole: 'admin',
    });
    expect(await machineStatus(ms.map((m) => m.id))).toEqual(['ASSIGNED', 'ASSIGNED']);

    const [m3] = await createMachines(t.database, 1);
    const direct = await create({
      machineIds: [m3!.id],
      distributorId: d.id,
      retailerId: null,
      validFrom: '2026-11-01',
      validTo: null,
    });
    expect(direct.statusCode).toBe(201);
    expect(direct.json().assignment.retailer).toBeNull();
    expect(direct.json().assignment.validTo).toBeNull();
  });

  it('answers the spec wording for missing fields and refuses bad dates, foreign retailers and taken machines', async () => {
    const d = await createDistributor(t.database);
    const other = await createDistributor(t.database);
    const foreignRetailer = await createRetailer(t.database, other.id);
    const ms = await createMachines(t.database, 2);
    const missing = await create({ machineIds: [], distributorId: d.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Please fill in all required fields');
    const backwards = await create({
      machineIds: [ms[0]!.id],
      distributorId: d.id,
      validFrom: '2026-05-02',
      validTo: '2026-05-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      error: 'Valid To cannot be before Valid From',
      code: 'valid_to_before_valid_from',
      details: [{ path: 'body.validTo', code: 'valid_to_before_valid_from' }],
    });
    const foreign = await create({
      machineIds: [ms[0]!.id],
      distributorId: d.id,
      retailerId: foreignRetailer.id,
      validFrom: '2026-05-01',
    });
    expect(foreign.statusCode).toBe(400);
    expect(
      await create({ machineIds: [ms[0]!.id], distributorId: d.id, validFrom: '2026-05-01' }).then(
        (r) => r.statusCode,
      ),
    ).toBe(201);
    const taken = await create({
      machineIds: [ms[0]!.id, ms[1]!.id],
      distributorId: d.id,
      validFrom: '2026-05-01',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toContain(ms[0]!.serialNumber);
    expect(await machineStatus([ms[1]!.id])).toEqual(['AVAILABLE']);
  });
});

describe('return, status and delete', () => {
  async function assigned(distributorId?: number) {
    const d = distributorId ? { id: distributorId } : await createDistributor(t.database);
    const ms = await createMachines(t.database, 2);
    const res = await create({
      machineIds: ms.map((m) => m.id),
      distributorId: d.id,
      validFrom: '2026-01-01',
    });
    return { id: res.json().id as number, ids: ms.map((m) => m.id), distributorId: d.id };
  }
  const setStatus = (id: number, status: string, headers: Record<string, string> = admin.auth) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/assignments/${id}/status`,
      headers,
      payload: { status },
    });

  it('a Return sent again with its Idempotency-Key (queued offline) replays its answer', async () => {
    const a = await assigned();
    const once = () =>
      setStatus(a.id, 'RETURNED', { ...admin.auth, 'idempotency-key': `ret-${a.id}` });
    const first = await once();
    const again = await once();
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const returns = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity_type = 'assignment' and entity_id = ${a.id} and action = 'assignment.returned'`,
    );
    expect(returns[0]!.n).toBe(1);
  });

  it('Return sets RETURNED and releases the machines; a returned assignment is final', async () => {
    const a = await assigned();
    const res = await setStatus(a.id, 'RETURNED');
    expect(res.statusCode).toBe(200);
    expect(res.json().assignment.status).toBe('RETURNED');
    // It keeps the date it was returned (decision 0164).
    const returnedAt = Date.parse(res.json().assignment.returnedAt);
    expect(Math.abs(Date.now() - returnedAt)).toBeLessThan(60_000);
    expect(await machineStatus(a.ids)).toEqual(['AVAILABLE', 'AVAILABLE']);
    const again = await setStatus(a.id, 'ACTIVE');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('An assignment that is Returned cannot change to Active');
    // The machines can be assigned again.
    expect(
      (await create({ machineIds: a.ids, distributorId: a.distributorId, validFrom: '2026-02-01' }))
        .statusCode,
    ).toBe(201);
  });

  it('delete releases the machines, removes the assignment and keeps it in the history', async () => {
    const a = await assigned();
    const res = await send(t, admin, 'DELETE', `/api/assignments/${a.id}`);
    expect(res.json()).toEqual({ ok: true });
    expect(await machineStatus(a.ids)).toEqual(['AVAILABLE', 'AVAILABLE']);
    const left = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from assignments where id = ${a.id}`,
    );
    expect(left[0]!.n).toBe(0);
    const audit = await readRows<{ action: string; actor_user_id: number }>(
      t.database.db,
      sql`select action, actor_user_id from audit_log where entity_type = 'assignment' and entity_id = ${a.id} order by id`,
    );
    expect(audit.map((x) => x.action)).toEqual([
      'assignment.created',
      'assignment.status_changed',
      'assignment.deleted',
    ]);
    expect(audit.every((x) => x.actor_user_id === admin.user.id)).toBe(true);
    expect((await send(t, admin, 'DELETE', `/api/assignments/${a.id}`)).statusCode).toBe(404);
  });

  it('a distributor manages its own assignments only; a retailer none', async () => {
    const mine = await createDistributor(t.database);
    const dist = await loginAs(t, 'distributor', { distributorId: mine.id });
    const own = await assigned(mine.id);
    const foreign = await assigned();
    expect((await setStatus(foreign.id, 'RETURNED', dist.auth)).statusCode).toBe(404);
    expect((await send(t, dist, 'DELETE', `/api/assignments/${foreign.id}`)).statusCode).toBe(404);
    expect(await machineStatus(foreign.ids)).toEqual(['ASSIGNED', 'ASSIGNED']);
    expect((await setStatus(own.id, 'RETURNED', dist.auth)).statusCode).toBe(200);
    const [m] = await createMachines(t.database, 1);
    expect(
      (
        await create(
          { machineIds: [m!.id], distributorId: foreign.distributorId, validFrom: '2026-01-01' },
          dist.auth,
        )
      ).statusCode,
    ).toBe(404);
    const retailer = await loginAs(t, 'retailer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/assignments', headers: retailer.auth }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/assignments and available machines', () => {
  it('searches distributor, retailer, serial and model; filters status; scopes; limits', async () => {
    const d = await createDistributor(t.database, { name: 'Quokka Distribution' });
    const r = await createRetailer(t.database, d.id, { name: 'Pelican Store' });
    const ms = await createMachines(t.database, 2, {
      model: 'Everlife Vox 2 Special',
      manufacturer: 'Everlife',
    });
    const made = await create({
      machineIds: ms.map((m) => m.id),
      distributorId: d.id,
      retailerId: r.id,
      validFrom: '2026-03-01',
    });
    const id = made.json().id;
    const list = async (q: string, headers = admin.auth) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/assignments?${q}`, headers });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    for (const term of ['quokka', 'PELICAN', 'vox 2 special', ms[1]!.serialNumber]) {
      expect(
        (await list(`search=${encodeURIComponent(term)}`)).assignments.map(
          (a: { id: number }) => a.id,
        ),
      ).toEqual([id]);
    }
    const active = await list('status=ACTIVE');
    expect(active.total).toBe(active.stats.active);
    expect(
      (await list('status=RETURNED')).assignments.every(
        (a: { status: string }) => a.status === 'RETURNED',
      ),
    ).toBe(true);
    expect((await list('limit=5')).assignments.length).toBeLessThanOrEqual(5);
    const dist = await loginAs(t, 'distributor', { distributorId: d.id });
    const own = await list('', dist.auth);
    expect(own.assignments.map((a: { id: number }) => a.id)).toEqual([id]);
    expect(own.stats).toEqual({ total: 1, active: 1, inactive: 0, returned: 0, reassigned: 0 });

    const available = await send(t, admin, 'GET', '/api/assignments/machines/available');
    const availableIds = (available.json() as { id: number; status: string }[]).map((m) => m.id);
    expect(availableIds).not.toContain(ms[0]!.id);
    expect((available.json() as { status: string }[]).every((m) => m.status === 'AVAILABLE')).toBe(
      true,
    );
  });
});
