import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { createMachines, createProvider } from '../../../test/factories/machines';
import { useTestApp } from '../../../test/use-app';
import { postOrder, send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');

/** PUT /api/bulk/machines/status for one machine. */
const setStatus = (
  who: { auth: Record<string, string> },
  machine: { id: number },
  status: string,
) => send(t, who, 'PUT', '/api/bulk/machines/status', { machineIds: [machine.id], status });

describe("the spec's three-call booking flow", () => {
  it('order, then bulk assignments, then bulk machine status; each replay is harmless', async () => {
    const provider = await createProvider(t.database);
    const d = await createDistributor(t.database, { name: 'Bulk Traders' });
    const r = await createRetailer(t.database, d.id);
    const ms = await createMachines(t.database, 2, { serviceProviderId: provider.id });
    const ids = ms.map((m) => m.id);

    const order = await postOrder(t, admin.auth, {
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: provider.id,
      quantity: 2,
      machineType: 'POS',
      model: 'Telering T-300',
      notes: 'old client',
      createdBy: 'Admin',
    });
    expect(order.statusCode).toBe(201);
    expect(order.json().order.quantity).toBe(2);

    const items = ids.map((id) => ({
      machine_id: id,
      distributor_id: d.id,
      retailer_id: r.id,
      assigned_by: 'Admin',
      assigned_by_role: 'ADMIN',
      valid_from: '2026-11-21',
      status: 'ACTIVE',
      notes: 'old client',
    }));
    const bulk = () => send(t, admin, 'POST', '/api/bulk/assignments', { assignments: items });
    expect((await bulk()).json()).toEqual({ ok: true, count: 2 });
    expect((await bulk()).json()).toEqual({ ok: true, count: 0 });
    const assignments = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct assignment_id)::int as n from assignment_machines where machine_id = any(${sql.param(ids)}::int[])`,
    );
    expect(assignments[0]!.n).toBe(1);

    const status = () =>
      send(t, admin, 'PUT', '/api/bulk/machines/status', {
        machineIds: ids,
        status: 'ASSIGNED',
        partner: 'Bulk Traders',
        partnerType: 'B2B',
      });
    expect((await status()).json()).toEqual({ ok: true, count: 2 });
    expect((await status()).statusCode).toBe(200);
    const machines = await readRows<{ status: string; partner: string; partner_type: string }>(
      t.database.db,
      sql`select status, partner, partner_type from machines where id = any(${sql.param(ids)}::int[])`,
    );
    expect(machines).toEqual(
      Array(2).fill({ status: 'ASSIGNED', partner: 'Bulk Traders', partner_type: 'B2B' }),
    );
  });

  it('refuses machines someone else holds, ASSIGNED without an assignment, and stock statuses from a distributor', async () => {
    const a = await createDistributor(t.database);
    const b = await createDistributor(t.database);
    const ms = await createMachines(t.database, 2);
    const assign = (machine: { id: number }, distributorId: number) =>
      send(t, admin, 'POST', '/api/bulk/assignments', {
        assignments: [
          { machine_id: machine.id, distributor_id: distributorId, valid_from: '2026-11-21' },
        ],
      });
    await assign(ms[0]!, a.id);
    const clash = await assign(ms[0]!, b.id);
    expect(clash.statusCode).toBe(409);
    const unheld = await setStatus(admin, ms[1]!, 'ASSIGNED');
    expect(unheld.statusCode).toBe(409);
    const dist = await loginAs(t, 'distributor', { distributorId: a.id });
    const stock = await setStatus(dist, ms[0]!, 'AVAILABLE');
    expect(stock.statusCode).toBe(403);
    const notMine = await setStatus(dist, ms[1]!, 'ASSIGNED');
    expect(notMine.statusCode).toBe(404);
    const held = await setStatus(admin, ms[0]!, 'MAINTENANCE');
    expect(held.statusCode).toBe(409);
    const [m] = await readRows<{ status: string }>(
      t.database.db,
      sql`select status from machines where id = ${ms[0]!.id}`,
    );
    expect(m!.status).toBe('ASSIGNED');
  });
});
