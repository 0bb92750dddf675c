import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, login, TEST_PASSWORD } from '../../../test/app';
import { createMachine, createMachines, createProvider } from '../../../test/factories/machines';
import { enrolTwoFactor } from '../../../test/two-factor';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { signInFrom } from '../../../test/requests';
import { outboxEvents } from '../../db/schema';
import { recipientsOf } from './recipients';
import { readRows } from '../../../test/read-rows';

/**
 * Every module's change writes its event to the outbox in the same transaction (issue #18 item
 * 1): each test acts through the API and reads the outbox row the change left behind.
 */
const t = useTestApp();
const w = useTwoDistributors(t);
const { admin, distA, distB } = w;

type Auth = { readonly authorization: string };
const call = (auth: Auth, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...auth },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

/** New Assignment of `machines` from Nov 1 to a distributor, and maybe its retailer. */
const assign = (
  auth: Auth,
  machines: readonly { id: number }[],
  distributorId: number,
  retailerId?: number,
) =>
  call(auth, 'POST', '/api/assignments', {
    machineIds: machines.map((m) => m.id),
    distributorId,
    ...(retailerId === undefined ? {} : { retailerId }),
    validFrom: '2026-11-01',
  });

let keys = 0;
const idempotent = (auth: Auth, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth, 'idempotency-key': `events-${Date.now()}-${keys++}` },
    payload: payload as never,
  });

type Row = typeof outboxEvents.$inferSelect;
/** The outbox rows of one type (and entity), oldest first. */
const outbox = (type: string, entityId?: number): Promise<Row[]> =>
  t.database.db
    .select()
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.type, type),
        entityId === undefined ? undefined : eq(outboxEvents.entityId, entityId),
      ),
    )
    .orderBy(outboxEvents.id);
const countAll = async () =>
  (
    await readRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM outbox_events`)
  )[0]!.n;
const sorted = (list: string[]) => [...list].sort();

let providerId = 0;
const stock = async (n: number) => {
  if (!providerId) providerId = (await createProvider(t.database)).id;
  return createMachines(t.database, n, { serviceProviderId: providerId });
};

describe('assignments', () => {
  it('New Assignment tells the holder: assignment.created with its devices', async () => {
    const ms = await stock(2);
    const res = await assign(admin, ms, w.a.id, w.ra.id);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const [event, ...more] = await outbox('assignment.created', id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      actorUserId: admin.user.id,
      distributorId: w.a.id,
      retailerId: w.ra.id,
      userId: null,
      entityType: 'assignment',
      entityId: id,
      dispatchedAt: null,
      payload: {
        assignmentId: id,
        distributorName: w.a.name,
        retailerName: w.ra.name,
        machineCount: 2,
        serials: sorted(ms.map((m) => m.serialNumber)),
      },
    });
    // Told to the admins and to A and its retailer, not to B nor to the admin who did it.
    const told = (await recipientsOf(t.database.db, event!)).map((r) => r.userId);
    expect(told).toEqual(expect.arrayContaining([distA.user.id, w.retA.user.id]));
    expect(told).not.toContain(distB.user.id);
    expect(told).not.toContain(admin.user.id);
  });

  it('names at most 20 serials, and counts them all', async () => {
    const ms = await stock(23);
    const res = await assign(admin, ms, w.b.id);
    expect(res.statusCode, res.body).toBe(201);
    const [event] = await outbox('assignment.created', res.json().id);
    const payload = event!.payload as { machineCount: number; serials: string[] };
    expect(payload.machineCount).toBe(23);
    expect(payload.serials).toEqual(sorted(ms.map((m) => m.serialNumber)).slice(0, 20));
  });

  it('a refused assignment (a device no longer available) writes no event', async () => {
    const [taken] = await stock(1);
    const first = await assign(admin, [taken!], w.a.id);
    expect(first.statusCode).toBe(201);
    const before = await countAll();
    const [free] = await stock(1);
    const refused = await assign(admin, [free!, taken!], w.b.id);
    expect(refused.statusCode).toBe(409);
    expect(await countAll()).toBe(before);
  });

  it('bulk assign (both bulk calls) tells of each new assignment once', async () => {
    const ms = await stock(3);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/bulk/assignments',
      headers: { ...admin.auth },
      payload: {
        assignments: ms.slice(0, 2).map((m) => ({
          machine_id: m.id,
          distributor_id: w.a.id,
          valid_from: '2026-11-02',
          status: 'ACTIVE',
        })),
      },
    });
    expect(bulk.json()).toEqual({ ok: true, count: 2 });
    const [viaBulk] = await readRows<{ id: number }>(
      t.database.db,
      sql`SELECT assignment_id AS id FROM assignment_machines WHERE machine_id = ${ms[0]!.id}`,
    );
    expect(await outbox('assignment.created', viaBulk!.id)).toEqual([
      expect.objectContaining({
        distributorId: w.a.id,
        retailerId: null,
        payload: expect.objectContaining({ machineCount: 2 }),
      }),
    ]);

    const selection = await idempotent(admin, '/api/machines/selection/assign', {
      selection: { ids: [ms[2]!.id] },
      distributorId: w.b.id,
      validFrom: '2026-11-02',
    });
    expect(selection.statusCode, selection.body).toBe(200);
    const assignmentId = selection.json().assignmentId as number;
    expect(await outbox('assignment.created', assignmentId)).toEqual([
      expect.objectContaining({
        distributorId: w.b.id,
        payload: expect.objectContaining({ machineCount: 1, serials: [ms[2]!.serialNumber] }),
      }),
    ]);
  });

  it('Return tells assignment.returned; its Undo tells assignment.return_undone', async () => {
    const ms = await stock(2);
    const made = await assign(distA, ms, w.a.id, w.ra.id);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const back = await call(distA, 'PUT', `/api/assignments/${id}/status`, { status: 'RETURNED' });
    expect(back.statusCode, back.body).toBe(200);
    // Both tell the holder of the same two devices.
    const told = [
      expect.objectContaining({
        actorUserId: distA.user.id,
        distributorId: w.a.id,
        retailerId: w.ra.id,
        entityType: 'assignment',
        payload: expect.objectContaining({
          assignmentId: id,
          machineCount: 2,
          serials: sorted(ms.map((m) => m.serialNumber)),
        }),
      }),
    ];
    expect(await outbox('assignment.returned', id)).toEqual(told);
    const before = await countAll();
    expect((await call(distA, 'POST', `/api/assignments/${id}/undo-return`)).statusCode).toBe(200);
    expect(await countAll()).toBe(before + 1);
    expect(await outbox('assignment.return_undone', id)).toEqual(told);
  });
});

describe('stock receipts', () => {
  const device = (serialNumber: string) => ({
    serialNumber,
    type: 'POS',
    model: 'Telering T-300',
    manufacturer: 'Telering',
  });
  const receipt = async (serials: string[]) => {
    const provider = await createProvider(t.database);
    const res = await call(admin, 'POST', '/api/receipts', {
      serviceProviderId: provider.id,
      reference: 'INV-EVENTS-1',
      receiptDate: '2026-11-20',
      items: serials.map(device),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().receipt.id as number, provider };
  };

  it('closed with devices missing or unexpected: receipt.discrepancy to the admins', async () => {
    const serials = [`EVR-${Date.now()}-1`, `EVR-${Date.now()}-2`];
    const { id, provider } = await receipt(serials);
    expect(
      (await call(admin, 'POST', `/api/receipts/${id}/scans`, { serialNumber: serials[0] }))
        .statusCode,
    ).toBeLessThan(300);
    const extra = await call(admin, 'POST', `/api/receipts/${id}/scans`, {
      serialNumber: `EVR-${Date.now()}-X`,
    });
    expect(extra.statusCode, extra.body).toBeLessThan(300);
    expect((await call(admin, 'POST', `/api/receipts/${id}/close`)).statusCode).toBe(200);
    const [event, ...more] = await outbox('receipt.discrepancy', id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      actorUserId: admin.user.id,
      distributorId: null,
      retailerId: null,
      entityType: 'receipt',
      payload: {
        providerName: provider.name,
        reference: 'INV-EVENTS-1',
        expected: 2,
        received: 1,
        missing: 1,
        unexpected: 1,
      },
    });
    const told = await recipientsOf(t.database.db, event!);
    expect(told.every((r) => r.role === 'admin')).toBe(true);
  });

  it('a receipt that matched its list tells nobody', async () => {
    const serials = [`EVM-${Date.now()}-1`];
    const { id } = await receipt(serials);
    await call(admin, 'POST', `/api/receipts/${id}/scans`, { serialNumber: serials[0] });
    expect((await call(admin, 'POST', `/api/receipts/${id}/close`)).statusCode).toBe(200);
    expect(await outbox('receipt.discrepancy', id)).toEqual([]);
  });
});

describe('activation', () => {
  it("tells admins and the shop's distributor machine.installed, not the retailer", async () => {
    const [device] = await stock(1);
    const held = await call(admin, 'POST', '/api/assignments', {
      machineIds: [device!.id],
      distributorId: w.a.id,
      retailerId: w.ra.id,
      validFrom: '2026-11-01',
    });
    expect(held.statusCode, held.body).toBe(201);
    const res = await call(w.retA, 'POST', `/api/machines/${device!.id}/activation`, {
      step: 'INSTALLED',
      date: '2026-11-02',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await outbox('machine.installed', device!.id);
    expect(event).toMatchObject({
      actorUserId: w.retA.user.id,
      distributorId: w.a.id,
      retailerId: null,
      entityType: 'machine',
      payload: expect.objectContaining({
        retailerId: w.ra.id,
        serialNumber: device!.serialNumber,
        installedOn: '2026-11-02',
        machineCount: 1,
      }),
    });
    const told = await recipientsOf(t.database.db, event!);
    expect(told.map((r) => r.role)).not.toContain('retailer');
    expect(told.map((r) => r.userId)).toEqual(
      expect.arrayContaining([admin.user.id, distA.user.id]),
    );
    expect(told.map((r) => r.userId)).not.toContain(distB.user.id);
  });
});

describe('swap', () => {
  it('tells the holder machine.swapped, linking the replacement', async () => {
    const provider = await createProvider(t.database);
    const faulty = await createMachine(t.database, { serviceProviderId: provider.id });
    const spare = await createMachine(t.database, { serviceProviderId: provider.id });
    const held = await assign(admin, [faulty], w.a.id, w.ra.id);
    expect(held.statusCode).toBe(201);
    const res = await call(admin, 'POST', `/api/machines/${faulty.id}/swap`, {
      replacementMachineId: spare.id,
      reason: 'Speaker dead',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await outbox('machine.swapped', spare.id)).toEqual([
      expect.objectContaining({
        actorUserId: admin.user.id,
        distributorId: w.a.id,
        retailerId: w.ra.id,
        entityType: 'machine',
        payload: expect.objectContaining({
          swapId: res.json().swap.id,
          assignmentId: held.json().id,
          reason: 'Speaker dead',
          faultySerial: faulty.serialNumber,
          replacementSerial: spare.serialNumber,
          distributorName: w.a.name,
        }),
      }),
    ]);
  });

  it('a refused swap (the device itself as replacement) writes no event', async () => {
    const before = await countAll();
    const m = await createMachine(t.database);
    const res = await call(admin, 'POST', `/api/machines/${m.id}/swap`, {
      replacementMachineId: m.id,
      reason: 'Same',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await countAll()).toBe(before);
  });
});

describe('RMA', () => {
  it('sent, received by the provider and closed each tell the admins', async () => {
    const provider = await createProvider(t.database);
    const faulty = await Promise.all(
      [1, 2].map(() =>
        createMachine(t.database, {
          serviceProviderId: provider.id,
          status: 'MAINTENANCE',
          faulty: true,
        }),
      ),
    );
    const ids = faulty.map((m) => m.id);
    const sent = await idempotent(admin, '/api/rma-batches', {
      machineIds: ids,
      reference: 'RMA-REF-9',
      courierName: 'BlueDart',
      trackingNumber: 'BD999',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const batch = sent.json().batch as { id: number; batchNumber: string };
    const common = {
      batchNumber: batch.batchNumber,
      providerName: provider.name,
      machineCount: 2,
      serials: sorted(faulty.map((m) => m.serialNumber)),
    };
    expect(await outbox('rma.sent', batch.id)).toEqual([
      expect.objectContaining({
        distributorId: null,
        entityType: 'rma',
        actorUserId: admin.user.id,
        payload: {
          ...common,
          reference: 'RMA-REF-9',
          courierName: 'BlueDart',
          trackingNumber: 'BD999',
        },
      }),
    ]);
    expect((await call(admin, 'POST', `/api/rma-batches/${batch.id}/received`)).statusCode).toBe(
      200,
    );
    expect(await outbox('rma.received', batch.id)).toEqual([
      expect.objectContaining({ payload: common }),
    ]);
    const closed = await call(admin, 'POST', `/api/rma-batches/${batch.id}/close`, {
      outcomes: [
        { machineId: ids[0], outcome: 'REPAIRED' },
        { machineId: ids[1], outcome: 'WRITTEN_OFF' },
      ],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await outbox('rma.closed', batch.id)).toEqual([
      expect.objectContaining({ payload: { ...common, repaired: 1, replaced: 0, writtenOff: 1 } }),
    ]);
  });
});

describe('transfers', () => {
  const held = async (distributorId: number, n = 2) => {
    const ms = await stock(n);
    const res = await assign(admin, ms, distributorId);
    expect(res.statusCode).toBe(201);
    return ms;
  };
  const send = async (n = 2) => {
    const ms = await held(w.a.id, n);
    const res = await idempotent(admin, '/api/transfers', {
      fromDistributorId: w.a.id,
      toDistributorId: w.b.id,
      machineIds: ms.map((m) => m.id),
      notes: 'To Surat',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().transfer.id as number, ms };
  };

  it('created: one event, the receiver its business, told to both distributors and the admins once', async () => {
    const { id, ms } = await send();
    const [event, ...more] = await outbox('transfer.created', id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      actorUserId: admin.user.id,
      distributorId: w.b.id,
      entityType: 'transfer',
      entityId: id,
      payload: {
        transferId: id,
        fromDistributorId: w.a.id,
        fromDistributorName: w.a.name,
        toDistributorId: w.b.id,
        toDistributorName: w.b.name,
        machineCount: 2,
        serials: sorted(ms.map((m) => m.serialNumber)),
        notes: 'To Surat',
      },
    });
    const told = (await recipientsOf(t.database.db, event!)).map((r) => r.userId);
    expect(told).toEqual(expect.arrayContaining([distA.user.id, distB.user.id]));
    expect(new Set(told).size).toBe(told.length);
    // A's retailer is no party to a transfer between distributors.
    expect(told).not.toContain(w.retA.user.id);
  });

  it('accepted, refused and cancelled tell their step', async () => {
    const accepted = await send(1);
    expect((await call(distB, 'POST', `/api/transfers/${accepted.id}/accept`)).statusCode).toBe(
      200,
    );
    const [ok] = await outbox('transfer.accepted', accepted.id);
    expect(ok).toMatchObject({ actorUserId: distB.user.id, distributorId: w.b.id });
    const okTold = (await recipientsOf(t.database.db, ok!)).map((r) => r.userId);
    expect(okTold).toContain(distA.user.id);
    expect(okTold).not.toContain(distB.user.id);

    const refused = await send(1);
    const no = await call(distB, 'POST', `/api/transfers/${refused.id}/refuse`, {
      reason: 'No room',
    });
    expect(no.statusCode, no.body).toBe(200);
    expect(await outbox('transfer.refused', refused.id)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ reason: 'No room' }) }),
    ]);

    const cancelled = await send(1);
    expect((await call(admin, 'POST', `/api/transfers/${cancelled.id}/cancel`)).statusCode).toBe(
      200,
    );
    expect(await outbox('transfer.cancelled', cancelled.id)).toHaveLength(1);
  });

  it('a decision refused (the sender may not accept) writes no event', async () => {
    const { id } = await send(1);
    const before = await countAll();
    expect((await call(distA, 'POST', `/api/transfers/${id}/accept`)).statusCode).toBe(403);
    expect(await countAll()).toBe(before);
    expect(await outbox('transfer.accepted', id)).toEqual([]);
  });
});

describe('security alerts', () => {
  const alertsOf = async (userId: number) =>
    (
      await t.database.db
        .select()
        .from(outboxEvents)
        .where(and(eq(outboxEvents.type, 'security.alert'), eq(outboxEvents.userId, userId)))
        .orderBy(outboxEvents.id)
    ).map((e) => e.payload as { securityType: string; ip: string | null; status?: string });
  const signIn = (email: string, password: string, ip: string) =>
    signInFrom(t, ip, { email, password, userType: 'distributor' });

  it('a password change tells the account itself, with the address, and no one else', async () => {
    const { user, email } = await createAccount(t.database, 'distributor');
    const token = await login(t.app, email, 'distributor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      remoteAddress: '198.51.100.7',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Pass-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alertsOf(user.id)).toEqual([
      { securityType: 'password_changed', ip: '198.51.100.7' },
    ]);
    const [event] = await outbox('security.alert').then((all) =>
      all.filter((e) => e.userId === user.id),
    );
    expect((await recipientsOf(t.database.db, event!)).map((r) => r.userId)).toEqual([user.id]);
  });

  it('two-factor turned on is an alert; signing in and failed sign-ins are not', async () => {
    const { user, email } = await createAccount(t.database, 'distributor');
    await signIn(email, 'wrong-password', '203.0.113.40');
    const token = await login(t.app, email, 'distributor');
    expect(await alertsOf(user.id)).toEqual([]);
    await enrolTwoFactor(t.app, { authorization: `Bearer ${token}` });
    expect((await alertsOf(user.id)).map((a) => a.securityType)).toEqual(['two_factor_enabled']);
  });

  it('a lockout tells the account once, however many tries are refused', async () => {
    const { user, email } = await createAccount(t.database, 'distributor');
    const from = '203.0.113.41';
    for (let i = 0; i < 5; i++) await signIn(email, 'wrong', from);
    expect((await signIn(email, 'wrong', from)).statusCode).toBe(429);
    expect((await signIn(email, 'wrong', from)).statusCode).toBe(429);
    expect(await alertsOf(user.id)).toEqual([{ securityType: 'sign_in_throttled', ip: from }]);
    // A lockout of an email with no account tells nobody (and fails nothing).
    for (let i = 0; i < 6; i++) await signIn('nobody-here@example.test', 'wrong', from);
  });

  it('deactivating a party tells its accounts once (the status, not the revoked sessions)', async () => {
    const { user } = await createAccount(t.database, 'retailer', { distributorId: w.b.id });
    const retailerId = user.retailerId!;
    const off = await call(admin, 'PUT', `/api/retailers/${retailerId}`, { status: 'INACTIVE' });
    expect(off.statusCode, off.body).toBe(200);
    const on = await call(admin, 'PUT', `/api/retailers/${retailerId}`, { status: 'ACTIVE' });
    expect(on.statusCode, on.body).toBe(200);
    expect((await alertsOf(user.id)).map((a) => [a.securityType, a.status])).toEqual([
      ['status_changed', 'INACTIVE'],
      ['status_changed', 'ACTIVE'],
    ]);
  });
});
