import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../access/principal';
import { audit } from '../../platform/audit';
import { createRetailer } from '../../../test/app';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { postOrder, send } from '../../../test/requests';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

type Auth = { authorization: string };

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;

const history = (auth: Auth | undefined, id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/reports/machine-history/${id}`, headers: auth ?? {} });

describe('GET /api/reports/machine-history/:id', () => {
  it('lists create then update, oldest first, with the actor name and before/after', async () => {
    const provider = await createProvider(t.database);
    const created = await send(t, admin, 'POST', '/api/machines', {
      serialNumber: 'HIST-001',
      model: 'Telering T-300',
      manufacturer: 'Telering',
      type: 'POS',
      serviceProviderId: provider.id,
    });
    const id = created.json().machine.id as number;
    const updated = await send(t, admin, 'PUT', `/api/machines/${id}`, { model: 'Telering T-500' });
    expect(updated.statusCode).toBe(200);

    const res = await history(admin, id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.machine).toMatchObject({ id, serialNumber: 'HIST-001', model: 'Telering T-500' });
    const actor = { id: admin.user.id, name: admin.user.name, role: 'admin' };
    expect(body.history).toEqual([
      {
        id: expect.any(Number),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        action: 'machine.created',
        actor,
        details: {},
        before: null,
        after: expect.objectContaining({ serialNumber: 'HIST-001', model: 'Telering T-300' }),
      },
      {
        id: expect.any(Number),
        at: expect.any(String),
        action: 'machine.updated',
        actor,
        details: { changed: ['model'] },
        before: expect.objectContaining({ model: 'Telering T-300' }),
        after: expect.objectContaining({ model: 'Telering T-500' }),
      },
    ]);
    expect(body.history[0].id).toBeLessThan(body.history[1].id);
    expect(admin.user.name).toBeTruthy();
  });

  it('reads entries others write (assignments, the seed) and shows a system actor', async () => {
    const m = await createMachine(t.database);
    await audit(t.database.db, SYSTEM_ACTOR, {
      action: 'machine.assigned',
      entityType: 'machine',
      entityId: m.id,
      before: { status: 'AVAILABLE' },
      after: { status: 'ASSIGNED' },
      details: { assignmentId: 9 },
    });
    // Another entity with the same id is not part of the machine's history.
    await audit(t.database.db, SYSTEM_ACTOR, {
      action: 'order.created',
      entityType: 'order',
      entityId: m.id,
    });
    const body = (await history(admin, m.id)).json();
    expect(body.history).toEqual([
      expect.objectContaining({
        action: 'machine.assigned',
        actor: { id: null, name: 'System', role: 'system' },
        details: { assignmentId: 9 },
      }),
    ]);
  });

  it('scopes non-admins to machines they hold (404 otherwise)', async () => {
    const held = await createMachine(t.database, {
      status: 'ASSIGNED',
      distributorId: world.a.id,
      retailerId: world.ra.id,
    });
    const stock = await createMachine(t.database);
    expect((await history(distA, held.id)).statusCode).toBe(200);
    expect((await history(retA, held.id)).statusCode).toBe(200);
    const other = await history(distB, held.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Machine not found', code: 'not_found' });
    expect((await history(distA, stock.id)).statusCode).toBe(404);
    expect((await history(retA, stock.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown machine, 400 for a bad id and 401 without a token', async () => {
    expect((await history(admin, 999_999)).statusCode).toBe(404);
    expect((await history(admin, 'x')).statusCode).toBe(400);
    expect((await history(undefined, 1)).statusCode).toBe(401);
  });
});

describe('machine history of earlier holders (non-admins see only their own holding periods)', () => {
  type Entry = {
    action: string;
    actor: { id: number | null; name: string | null };
    details: Record<string, unknown>;
  };
  let providerId: number;
  let rb: { id: number; name: string };
  let ra2: { id: number; name: string };
  beforeAll(async () => {
    providerId = (await createProvider(t.database)).id;
    rb = await createRetailer(t.database, world.b.id);
    ra2 = await createRetailer(t.database, world.a.id);
    // Every test account is called "Test distributor": B's staff gets a name of its own.
    await t.database.db.execute(
      sql`update users set name = 'Bhavna of B' where id = ${distB.user.id}`,
    );
  });

  const stock = async () => (await createMachine(t.database, { serviceProviderId: providerId })).id;

  /** Books the machine through an order, as the distributor itself; answers the order id. */
  async function book(who: Auth, distributorId: number, retailerId: number, machineId: number) {
    const res = await postOrder(t, who as never, {
      distributorId,
      retailerId,
      serviceProviderId: providerId,
      machineIds: [machineId],
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  /**
   * Gives the machine back to stock: its booking's order is not delivered, so an admin cancels
   * the order (a Return of that assignment is refused). Answers the assignment id.
   */
  async function giveBack(machineId: number) {
    const [link] = await readRows<{ id: number; orderId: number }>(
      t.database.db,
      sql`select a.id, a.order_id as "orderId" from assignment_machines am
            join assignments a on a.id = am.assignment_id
           where am.machine_id = ${machineId} and am.active`,
    );
    const res = await send(t, admin, 'PUT', `/api/orders/${link!.orderId}/status`, {
      status: 'CANCELLED',
    });
    expect(res.statusCode).toBe(200);
    return link!.id;
  }

  const entries = async (who: Auth, id: number) => {
    const res = await history(who, id);
    expect(res.statusCode).toBe(200);
    return { body: res.body, history: res.json().history as Entry[] };
  };

  it('a distributor and its retailer see nothing of the distributor that held it before', async () => {
    const id = await stock();
    const orderB = await book(distB, world.b.id, rb.id, id);
    const assignmentB = await giveBack(id);
    const orderA = await book(distA, world.a.id, world.ra.id, id);

    const all = (await entries(admin, id)).history;
    expect(all[0]!.actor.name).toBe('Bhavna of B');
    expect(all.map((e) => [e.action, e.actor.id])).toEqual([
      ['machine.assigned', distB.user.id],
      ['machine.released', admin.user.id],
      ['machine.assigned', distA.user.id],
    ]);
    expect(all[0]!.details).toMatchObject({ distributorId: world.b.id, orderId: orderB });

    for (const who of [distA, retA]) {
      const { body, history: seen } = await entries(who, id);
      expect(seen).toEqual([all[2]]);
      expect(seen[0]!.details).toMatchObject({
        distributorId: world.a.id,
        retailerId: world.ra.id,
        orderId: orderA,
      });
      // Nothing of B anywhere in the answer: name, retailer, order, assignment, acting user.
      for (const text of [world.b.name, rb.name, 'Bhavna of B', distB.email]) {
        expect(body).not.toContain(text);
      }
      const ids = seen.flatMap((e) => [e.actor.id, e.details.orderId, e.details.assignmentId]);
      expect(ids).not.toContain(orderB);
      expect(ids).not.toContain(assignmentB);
      expect(ids).not.toContain(distB.user.id);
    }
  });

  it('a holder sees each of its own periods, with its release, and not the ones between', async () => {
    const id = await stock();
    await book(distA, world.a.id, world.ra.id, id);
    await giveBack(id);
    await book(distB, world.b.id, rb.id, id);
    await giveBack(id);
    await book(distA, world.a.id, world.ra.id, id);
    // An admin's edit while A holds it belongs to A's period; one in stock to nobody's.
    const edit = await send(t, admin, 'PUT', `/api/machines/${id}`, { model: 'Telering T-900' });
    expect(edit.statusCode).toBe(200);

    const all = (await entries(admin, id)).history;
    expect(all.map((e) => e.action)).toEqual([
      'machine.assigned',
      'machine.released',
      'machine.assigned',
      'machine.released',
      'machine.assigned',
      'machine.updated',
    ]);
    const seen = (await entries(distA, id)).history;
    expect(seen).toEqual([all[0], all[1], all[4], all[5]]);
    expect((await history(distB, id)).statusCode).toBe(404);
  });

  it('a retailer sees only the periods it held the machine; its distributor sees them all', async () => {
    const id = await stock();
    await book(distA, world.a.id, ra2.id, id);
    await giveBack(id);
    await book(distA, world.a.id, world.ra.id, id);

    const all = (await entries(admin, id)).history;
    expect(all).toHaveLength(3);
    expect((await entries(distA, id)).history).toEqual(all);
    const { body, history: seen } = await entries(retA, id);
    expect(seen).toEqual([all[2]]);
    expect(body).not.toContain(ra2.name);
  });

  it('shows non-admins nothing written while the machine was in stock', async () => {
    const created = await send(t, admin, 'POST', '/api/machines', {
      serialNumber: `HIST-${Date.now().toString(36)}`,
      model: 'Telering T-300',
      manufacturer: 'Telering',
      type: 'POS',
      serviceProviderId: providerId,
    });
    const id = created.json().machine.id as number;
    await book(distA, world.a.id, world.ra.id, id);
    expect((await entries(admin, id)).history.map((e) => e.action)).toEqual([
      'machine.created',
      'machine.assigned',
    ]);
    expect((await entries(distA, id)).history.map((e) => e.action)).toEqual(['machine.assigned']);
  });

  it('names where the machine is: holder, retailer (shop and person), assignment and order', async () => {
    const id = await stock();
    const inStock = (await entries(admin, id)).body;
    expect(JSON.parse(inStock)).toMatchObject({
      machine: { distributorName: null, retailerName: null, retailerShopName: null },
      holding: null,
    });
    const order = await book(distA, world.a.id, world.ra.id, id);
    const [link] = await readRows<{ id: number }>(
      t.database.db,
      sql`select assignment_id as id from assignment_machines where machine_id = ${id} and active`,
    );
    for (const who of [admin, distA, retA]) {
      const body = JSON.parse((await entries(who, id)).body);
      expect(body.machine).toMatchObject({
        distributorName: world.a.name,
        retailerName: world.ra.name,
        retailerShopName: world.ra.shopName,
      });
      expect(body.holding).toEqual({
        assignmentId: link!.id,
        order: { id: order, orderNumber: expect.stringMatching(/^ORD-\d{4}-0*\d+$/) },
      });
    }
    await giveBack(id);
    expect(JSON.parse((await entries(admin, id)).body)).toMatchObject({
      machine: { distributorName: null, retailerName: null },
      holding: null,
    });
  });
});
