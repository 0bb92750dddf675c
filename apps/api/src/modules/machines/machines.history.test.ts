import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../access/principal';
import { audit } from '../../lib/audit';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';

type Auth = { authorization: string };

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;

const history = (auth: Auth | undefined, id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/reports/machine-history/${id}`, headers: auth ?? {} });

describe('GET /api/reports/machine-history/:id', () => {
  it('lists create then update, oldest first, with the actor name and before/after', async () => {
    const provider = await createProvider(t.database);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/machines',
      headers: admin.auth,
      payload: {
        serialNumber: 'HIST-001',
        model: 'Telering T-300',
        manufacturer: 'Telering',
        type: 'POS',
        serviceProviderId: provider.id,
      },
    });
    const id = created.json().machine.id as number;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/machines/${id}`,
      headers: admin.auth,
      payload: { model: 'Telering T-500' },
    });
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
