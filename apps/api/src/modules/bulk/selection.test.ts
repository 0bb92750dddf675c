import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProvider } from '../../../test/factories/machines';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const w = useTwoDistributors(t);

/** `n` AVAILABLE machines whose model is `${tag}-<i>` (one INSERT, so thousands stay quick). */
async function stock(tag: string, n: number) {
  const provider = await createProvider(t.database);
  await t.database.db.execute(
    sql`INSERT INTO machines (serial_number, model, manufacturer, machine_type, service_provider_id)
        SELECT ${tag} || '-SN-' || i, ${tag} || '-' || i, 'Everlife', 'POS', ${provider.id}::int
          FROM generate_series(1, ${n}::int) AS i`,
  );
  const list = await readRows<{ id: number }>(
    t.database.db,
    sql`select id from machines where model like ${tag + '-%'} order by id`,
  );
  return list.map((r) => r.id);
}

const post = (url: string, auth: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/machines/selection/${url}`, headers: auth, payload });

/** Assigns the selection from 2026-11-24 to the distributor (and its retailer, when given). */
const assign = (
  auth: { authorization: string },
  selection: object,
  distributorId: number,
  retailerId?: number,
) =>
  post('assign', auth, {
    selection,
    distributorId,
    ...(retailerId === undefined ? {} : { retailerId }),
    validFrom: '2026-11-24',
  });

describe('POST /machines/selection/assign', () => {
  it('assigns every machine matching the filter across pages, refusing those already out', async () => {
    const ids = await stock('BULKA', 60);
    // One of them is already with distributor B: refused with its reason, not re-assigned.
    const first = await assign(w.admin, { ids: [ids[0]] }, w.b.id);
    expect(first.json()).toMatchObject({ matched: 1, done: 1, refused: [] });

    const res = await post('assign', w.admin, {
      selection: { filter: { search: 'BULKA', type: 'POS' } },
      distributorId: w.a.id,
      retailerId: w.ra.id,
      validFrom: '2026-11-24',
      notes: 'all matching',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ matched: 60, done: 59, unchanged: 0 });
    expect(body.refused).toEqual([
      { id: ids[0], serialNumber: 'BULKA-SN-1', code: 'machines_unavailable', status: 'ASSIGNED' },
    ]);
    const [held] = await readRows<{ n: number; assignments: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(distinct a.id)::int as assignments
            from assignment_machines am join assignments a on a.id = am.assignment_id
           where am.active and a.distributor_id = ${w.a.id} and a.retailer_id = ${w.ra.id}
             and am.machine_id = any(${sql.param(ids)}::int[])`,
    );
    expect(held).toEqual({ n: 59, assignments: 1 });
    const [audited] = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'machine.assigned'
           and entity_id = any(${sql.param(ids)}::int[])`,
    );
    expect(audited!.n).toBe(60);

    // Again: the 59 are with that holder already (unchanged), nothing new is created.
    const again = await assign(w.admin, { filter: { search: 'BULKA' } }, w.a.id, w.ra.id);
    expect(again.json()).toMatchObject({ matched: 60, done: 0, unchanged: 59, assignmentId: null });
  });

  it("keeps a distributor to its own devices: another's ids are a 404, all matching is only its own", async () => {
    const ids = await stock('BULKB', 3);
    await assign(w.admin, { ids: [ids[0]] }, w.b.id);
    await assign(w.admin, { ids: [ids[1]] }, w.a.id);
    const others = await assign(w.distA, { ids: [ids[0]] }, w.a.id);
    expect(others.statusCode).toBe(404);
    expect(others.json().code).toBe('machines_not_found');
    const all = await assign(w.distA, { filter: { search: 'BULKB' } }, w.a.id, w.ra.id);
    // Only BULKB-2 is in its scope; it is already held, so it is refused, never moved.
    expect(all.json()).toMatchObject({ matched: 1, done: 0 });
    expect(all.json().refused.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    const forB = await assign(w.distA, { filter: { search: 'BULKB' } }, w.b.id);
    expect(forB.statusCode).toBe(404);
    const status = await post('status', w.distA, {
      selection: { ids: [ids[1]] },
      status: 'MAINTENANCE',
    });
    expect(status.statusCode).toBe(403);
  });

  it('refuses a selection over the cap with selection_too_large, changing nothing', async () => {
    await stock('BULKC', 10_001);
    const res = await post('status', w.admin, {
      selection: { filter: { search: 'BULKC' } },
      status: 'MAINTENANCE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'selection_too_large',
      params: { max: 10_000, count: 10_001 },
    });
    const [n] = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from machines where model like 'BULKC-%' and status <> 'AVAILABLE'`,
    );
    expect(n!.n).toBe(0);
  });
});

describe('POST /machines/selection/status', () => {
  it('changes the stock status, leaves the same status alone and refuses held devices', async () => {
    const ids = await stock('BULKD', 4);
    await assign(w.admin, { ids: [ids[0]] }, w.a.id);
    await post('status', w.admin, { selection: { ids: [ids[1]] }, status: 'MAINTENANCE' });
    const res = await post('status', w.admin, {
      selection: { filter: { search: 'BULKD' } },
      status: 'MAINTENANCE',
    });
    expect(res.json()).toMatchObject({ matched: 4, done: 2, unchanged: 1 });
    expect(res.json().refused).toEqual([
      { id: ids[0], serialNumber: 'BULKD-SN-1', code: 'machines_held', status: 'ASSIGNED' },
    ]);
    const list = await readRows<{ status: string }>(
      t.database.db,
      sql`select status from machines where id = any(${sql.param(ids)}::int[]) order by id`,
    );
    expect(list.map((m) => m.status)).toEqual([
      'ASSIGNED',
      'MAINTENANCE',
      'MAINTENANCE',
      'MAINTENANCE',
    ]);
    const [history] = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'machine.status_changed'
           and entity_id = any(${sql.param(ids)}::int[])`,
    );
    expect(history!.n).toBe(3);
  });
});

describe('export and labels of a selection', () => {
  it('exports exactly the ticked machines, or every one matching, as CSV', async () => {
    const ids = await stock('BULKE', 3);
    const picked = await post('export', w.admin, { selection: { ids: [ids[0], ids[2]] } });
    expect(picked.headers['content-type']).toContain('text/csv');
    const lines = picked.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(picked.body).toContain('BULKE-SN-1');
    expect(picked.body).toContain('BULKE-SN-3');
    expect(picked.body).not.toContain('BULKE-SN-2');
    const view = await post('export', w.admin, {
      selection: { filter: { search: 'BULKE' } },
      format: 'excel',
    });
    expect(view.headers['content-type']).toContain('spreadsheetml');
    const labels = await post('labels.pdf', w.admin, {
      selection: { filter: { search: 'BULKE' } },
    });
    expect(labels.headers['content-type']).toBe('application/pdf');
  });
  it('exports the view of one holder and one retailer, as the list filters them', async () => {
    const ids = await stock('BULKF', 3);
    await t.database.db.execute(
      sql`update machines set status = 'ASSIGNED', distributor_id = ${w.a.id}::int,
            retailer_id = case when id = ${ids[0]}::int then ${w.ra.id}::int end
          where id in (${ids[0]}::int, ${ids[1]}::int)`,
    );
    const serials = async (filter: object) => {
      const res = await post('export', w.admin, { selection: { filter } });
      expect(res.statusCode).toBe(200);
      return res.body.match(/BULKF-SN-\d/g)?.sort();
    };
    expect(await serials({ search: 'BULKF', distributorId: w.a.id })).toEqual([
      'BULKF-SN-1',
      'BULKF-SN-2',
    ]);
    expect(await serials({ search: 'BULKF', retailerId: w.ra.id })).toEqual(['BULKF-SN-1']);
    expect(await serials({ search: 'BULKF', distributorId: w.b.id })).toBeUndefined();
  });
});
