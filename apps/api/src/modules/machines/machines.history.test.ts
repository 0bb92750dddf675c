import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../access/principal';
import { audit } from '../../lib/audit';
import {
  buildTestApp,
  createDistributor,
  createRetailer,
  loginAs,
  type TestApp,
} from '../../../test/app';
import { createMachine, createProvider } from '../../../test/factories/machines';

type Auth = { authorization: string };

let t: TestApp;
let admin: Auth;
let adminUser: { id: number; name: string };
let distA: Auth;
let distB: Auth;
let retA: Auth;
let ids: { a: number; ra: number; b: number };

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createDistributor(t.database);
  const b = await createDistributor(t.database);
  const ra = await createRetailer(t.database, a.id);
  ids = { a: a.id, ra: ra.id, b: b.id };
  const signedIn = await loginAs(t, 'admin');
  admin = signedIn.auth;
  adminUser = signedIn.user;
  distA = (await loginAs(t, 'distributor', { distributorId: a.id })).auth;
  distB = (await loginAs(t, 'distributor', { distributorId: b.id })).auth;
  retA = (await loginAs(t, 'retailer', { retailerId: ra.id })).auth;
});
afterAll(async () => {
  await t?.close();
});

const history = (auth: Auth | undefined, id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/reports/machine-history/${id}`, headers: auth ?? {} });

describe('GET /api/reports/machine-history/:id', () => {
  it('lists create then update, oldest first, with the actor name and before/after', async () => {
    const provider = await createProvider(t.database);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/machines',
      headers: admin,
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
      headers: admin,
      payload: { model: 'Telering T-500' },
    });
    expect(updated.statusCode).toBe(200);

    const res = await history(admin, id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.machine).toMatchObject({ id, serialNumber: 'HIST-001', model: 'Telering T-500' });
    const actor = { id: adminUser.id, name: adminUser.name, role: 'admin' };
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
    expect(adminUser.name).toBeTruthy();
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
      distributorId: ids.a,
      retailerId: ids.ra,
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
