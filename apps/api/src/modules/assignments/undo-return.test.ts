import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { createMachines } from '../../../test/factories/machines';
import { useTestApp } from '../../../test/use-app';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');

type Auth = typeof admin.auth;

async function assigned(distributorId?: number) {
  const d = distributorId ? { id: distributorId } : await createDistributor(t.database);
  const r = await createRetailer(t.database, d.id);
  const ms = await createMachines(t.database, 2);
  const res = await send(t, admin, 'POST', '/api/assignments', {
    machineIds: ms.map((m) => m.id),
    distributorId: d.id,
    retailerId: r.id,
    validFrom: '2026-01-01',
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, ids: ms.map((m) => m.id), distributorId: d.id };
}

const returnIt = (id: number, headers: Auth = admin.auth) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/assignments/${id}/status`,
    headers,
    payload: { status: 'RETURNED' },
  });
const undo = (id: number, headers: Auth = admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/assignments/${id}/undo-return`, headers });

type MachineRow = Record<string, unknown>;
const machineRows = (ids: number[]) =>
  readRows<MachineRow>(
    t.database.db,
    sql`select id, status, partner, partner_type, distributor_id, retailer_id, activation_state,
               allotted_at, installed_on, install_location, activated_on, activation_ref
          from machines where id = any(${sql.param(ids)}::int[]) order by id`,
  );
const assignmentHistory = async (id: number) =>
  (
    await readRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'assignment' and entity_id = ${id} order by id`,
    )
  ).map((r) => r.action);

describe('POST /api/assignments/:id/undo-return', () => {
  it('puts the assignment and its devices back exactly as before the Return, in the history', async () => {
    const a = await assigned();
    // One device is installed at the merchant: Undo must bring its lifecycle back too.
    await t.database.db.execute(
      sql`update machines set activation_state = 'INSTALLED', installed_on = '2026-03-04',
                              install_location = 'Counter 2' where id = ${a.ids[0]!}`,
    );
    const before = await machineRows(a.ids);
    expect((await returnIt(a.id)).statusCode).toBe(200);
    expect((await machineRows(a.ids)).map((m) => m.status)).toEqual(['AVAILABLE', 'AVAILABLE']);

    const res = await undo(a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().assignment).toMatchObject({ id: a.id, status: 'ACTIVE', returnedAt: null });
    expect(res.json().assignment.machines.map((m: { id: number }) => m.id)).toEqual(a.ids);
    expect(await machineRows(a.ids)).toEqual(before);
    expect(await assignmentHistory(a.id)).toEqual([
      'assignment.created',
      'assignment.status_changed',
      'assignment.returned',
      'assignment.return_undone',
    ]);
    const machineHistory = await readRows<{ action: string; actor: number; reason: string | null }>(
      t.database.db,
      sql`select action, actor_user_id as actor, details ->> 'reason' as reason from audit_log
           where entity_type = 'machine' and entity_id = ${a.ids[1]!} order by id`,
    );
    expect(machineHistory.map((h) => h.action)).toEqual([
      'machine.assigned',
      'machine.released',
      'machine.assigned',
    ]);
    expect(machineHistory[2]).toMatchObject({ actor: admin.user.id, reason: 'Return undone' });

    // Undone once: there is nothing left to undo; the devices can be returned again.
    const again = await undo(a.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('undo_not_possible');
    expect((await returnIt(a.id)).statusCode).toBe(200);
    expect((await undo(a.id)).statusCode).toBe(200);
  });

  it('refuses when a device was touched since the Return, and changes nothing', async () => {
    const a = await assigned();
    expect((await returnIt(a.id)).statusCode).toBe(200);
    // Another assignment takes one device and gives it back: AVAILABLE again, but touched.
    const other = await send(t, admin, 'POST', '/api/assignments', {
      machineIds: [a.ids[0]],
      distributorId: a.distributorId,
      validFrom: '2026-02-01',
    });
    expect(other.statusCode).toBe(201);
    expect((await returnIt(other.json().id)).statusCode).toBe(200);

    const res = await undo(a.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('undo_not_possible');
    expect((await machineRows(a.ids)).map((m) => m.status)).toEqual(['AVAILABLE', 'AVAILABLE']);
    const [row] = await readRows<{ status: string }>(
      t.database.db,
      sql`select status from assignments where id = ${a.id}`,
    );
    expect(row!.status).toBe('RETURNED');
  });

  it('refuses while a device is held elsewhere, and once the time to undo is over', async () => {
    const held = await assigned();
    expect((await returnIt(held.id)).statusCode).toBe(200);
    await send(t, admin, 'POST', '/api/assignments', {
      machineIds: [held.ids[1]],
      distributorId: held.distributorId,
      validFrom: '2026-02-01',
    });
    expect((await undo(held.id)).json().code).toBe('undo_not_possible');

    const late = await assigned();
    expect((await returnIt(late.id)).statusCode).toBe(200);
    // Eleven minutes ago (the log is append-only: its trigger is off for this one statement).
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update audit_log set at = now() - interval '11 minutes'
             where entity_type = 'assignment' and entity_id = ${late.id}`,
      );
    });
    const res = await undo(late.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('undo_not_possible');
    expect((await machineRows(late.ids)).map((m) => m.status)).toEqual(['AVAILABLE', 'AVAILABLE']);
  });

  it('refuses an assignment that was not returned (active, or ended another way)', async () => {
    const active = await assigned();
    expect((await undo(active.id)).json().code).toBe('undo_not_possible');
    const inactive = await assigned();
    await send(t, admin, 'PUT', `/api/assignments/${inactive.id}/status`, { status: 'INACTIVE' });
    expect((await undo(inactive.id)).json().code).toBe('undo_not_possible');
    expect((await undo(999_999)).statusCode).toBe(404);
  });

  it('a distributor undoes its own returns only; a retailer none; anonymous 401', async () => {
    const mine = await createDistributor(t.database);
    const dist = await loginAs(t, 'distributor', { distributorId: mine.id });
    const own = await assigned(mine.id);
    const foreign = await assigned();
    expect((await returnIt(own.id, dist.auth)).statusCode).toBe(200);
    expect((await returnIt(foreign.id)).statusCode).toBe(200);

    expect((await undo(foreign.id, dist.auth)).statusCode).toBe(404);
    const retailer = await loginAs(t, 'retailer');
    expect((await undo(own.id, retailer.auth)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/assignments/${own.id}/undo-return` }))
        .statusCode,
    ).toBe(401);
    expect((await machineRows(foreign.ids)).map((m) => m.status)).toEqual([
      'AVAILABLE',
      'AVAILABLE',
    ]);

    const res = await undo(own.id, dist.auth);
    expect(res.statusCode).toBe(200);
    expect((await machineRows(own.ids)).map((m) => m.distributor_id)).toEqual([mine.id, mine.id]);
  });
});
