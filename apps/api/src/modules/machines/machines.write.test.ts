import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignmentMachines, assignments, machines } from '../../db/schema';
import { createDistributor, createRetailer } from '../../../test/app';
import { createMachine } from '../../../test/factories/machines';
import { countOf } from '../../../test/factories/parties';
import { mappingDuplicates, uniqueViolationField } from './duplicates';
import { useProvider, useTestApp } from '../../../test/use-app';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

type Auth = { authorization: string };

const t = useTestApp();
const admin = t.signIn('admin');
const distributor = t.signIn('distributor');
const retailer = t.signIn('retailer');
const provider = useProvider(t);

/** The 409 body of a duplicate unique field: its sentence, its code, and the field. */
function expectTaken(body: unknown, field: 'serialNumber' | 'tid' | 'qrCode', message: string) {
  const code = { serialNumber: 'serial_taken', tid: 'tid_taken', qrCode: 'qr_taken' }[field];
  expect(body).toEqual({ error: message, code, details: [{ path: field, message, code }] });
}

let seq = 0;
const body = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    serialNumber: `NEW-${seq}-${Date.now()}`,
    model: 'Telering T-300',
    manufacturer: 'Telering',
    type: 'POS',
    serviceProviderId: provider.id,
    ...overrides,
  };
};

const post = (payload: unknown, auth: Auth | Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/machines', headers: auth, payload: payload as object });
const put = (id: number | string, payload: unknown, auth: Auth = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/machines/${id}`,
    headers: auth,
    payload: payload as object,
  });

const count = (table: 'machines' | 'audit_log') => countOf(t.database, table);

const auditOf = (id: number) =>
  readRows<{
    action: string;
    actor_name: string;
    before: unknown;
    after: unknown;
    details: unknown;
  }>(
    t.database.db,
    sql`SELECT action, actor_name, before, after, details FROM audit_log
        WHERE entity_type = 'machine' AND entity_id = ${id} ORDER BY id`,
  );

describe('POST /api/machines', () => {
  it('creates a machine (201 {machine}) with defaults, and audits machine.created', async () => {
    const payload = body({ type: 'SOUNDBOX', qrCode: 'upi://pay?pa=new@x', tid: '' });
    const res = await post(payload);
    expect(res.statusCode).toBe(201);
    const { machine } = res.json();
    expect(machine).toMatchObject({
      serialNumber: payload.serialNumber,
      serial_number: payload.serialNumber,
      type: 'SOUNDBOX',
      machine_type: 'SOUNDBOX',
      status: 'AVAILABLE',
      hasStandee: false,
      qrCode: 'upi://pay?pa=new@x',
      tid: null, // an emptied field is stored as "none"
      partner: null,
      partnerType: null,
      distributorId: null,
      serviceProviderId: provider.id,
    });
    const got = await send(t, admin, 'GET', `/api/machines/${machine.id}`);
    expect(got.json().machine).toEqual(machine);
    const log = await auditOf(machine.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'machine.created',
      actor_name: admin.user.name,
      before: null,
      after: { serialNumber: payload.serialNumber, status: 'AVAILABLE', type: 'SOUNDBOX' },
    });
  });

  it('lets empty TIDs and QR codes repeat (they mean "none")', async () => {
    expect((await post(body({ tid: '', qrCode: '' }))).statusCode).toBe(201);
    expect((await post(body({ tid: '', qrCode: null }))).statusCode).toBe(201);
  });

  it.each([
    ['serialNumber', 'Serial number already exists'],
    ['tid', 'TID already exists'],
    ['qrCode', 'QR code already exists'],
  ] as const)(
    'answers 409 for a duplicate %s, with a detail on the field',
    async (field, message) => {
      const first = body({ tid: `T${seq}${Date.now()}`, qrCode: `Q${seq}${Date.now()}` });
      expect((await post(first)).statusCode).toBe(201);
      const machinesBefore = await count('machines');
      const res = await post(body({ [field]: first[field as keyof typeof first] }));
      expect(res.statusCode).toBe(409);
      expectTaken(res.json(), field, message);
      expect(await count('machines')).toBe(machinesBefore);
    },
  );

  it('names every clashing field when several clash', async () => {
    const first = body({ tid: `TT${Date.now()}` });
    expect((await post(first)).statusCode).toBe(201);
    const res = await post({ ...first, model: 'Other' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Serial number already exists',
      code: 'serial_taken',
      details: [
        { path: 'serialNumber', message: 'Serial number already exists', code: 'serial_taken' },
        { path: 'tid', message: 'TID already exists', code: 'tid_taken' },
      ],
    });
  });

  it('answers 400 for an unknown service provider', async () => {
    const res = await post(body({ serviceProviderId: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Service provider not found',
      code: 'not_found',
      details: [
        { path: 'serviceProviderId', message: 'Service provider not found', code: 'not_found' },
      ],
    });
  });

  it.each([
    [{ type: 'PRINTER' }],
    [{ status: 'ASSIGNED' }],
    [{ serialNumber: 'a b' }],
    [{ serialNumber: "x'; DROP TABLE machines;--" }],
    [{ serialNumber: 'x'.repeat(65) }],
    [{ model: '' }],
    [{ hasStandee: 'yes' }],
    [{ serviceProviderId: '1' }],
    [{ distributorId: 1 }],
    [{ partnerType: 'B2Z' }],
    [{ qrCode: 'q'.repeat(257) }],
  ])('refuses bad input %j with 400 and writes nothing', async (overrides) => {
    const before = await count('machines');
    const res = await post(body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    expect(await count('machines')).toBe(before);
  });

  it('stores HTML in text fields as plain text', async () => {
    const res = await post(body({ model: '<b>Model</b>', partner: `<script>alert('x')</script>` }));
    expect(res.statusCode).toBe(201);
    expect(res.json().machine).toMatchObject({
      model: '<b>Model</b>',
      partner: `<script>alert('x')</script>`,
    });
  });

  it('is for admins only', async () => {
    expect((await post(body(), distributor)).statusCode).toBe(403);
    expect((await post(body(), retailer)).statusCode).toBe(403);
    expect((await post(body(), {})).statusCode).toBe(401);
  });

  it('replays the answer for a repeated Idempotency-Key and refuses it for another body', async () => {
    const payload = body();
    const headers = { ...admin, 'idempotency-key': `key-${Date.now()}` };
    const first = await post(payload, headers);
    expect(first.statusCode).toBe(201);
    const before = await count('machines');
    const again = await post(payload, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await count('machines')).toBe(before);
    const other = await post(body(), headers);
    expect(other.statusCode).toBe(409);
    expect(await count('machines')).toBe(before);
  });

  it('answers one 201 and 409s with details when the same serial is posted at once', async () => {
    const payload = body();
    const results = await Promise.all(Array.from({ length: 5 }, () => post(payload)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expectTaken(r.json(), 'serialNumber', 'Serial number already exists');
    }
  });

  it('maps a unique-index race (the insert itself failing) to the same 409', async () => {
    const existing = await createMachine(t.database, {
      tid: `RACE-${Date.now()}`,
      qrCode: `RQ-${Date.now()}`,
    });
    for (const [column, field] of [
      ['serialNumber', 'serialNumber'],
      ['tid', 'tid'],
      ['qrCode', 'qrCode'],
    ] as const) {
      const clash = createMachine(t.database, {
        serviceProviderId: existing.serviceProviderId,
        [column]: existing[column],
      });
      const err = await clash.catch((e: unknown) => e);
      expect(uniqueViolationField(err)).toBe(field);
      await expect(
        mappingDuplicates(() =>
          createMachine(t.database, {
            serviceProviderId: existing.serviceProviderId,
            [column]: existing[column],
          }),
        ),
      ).rejects.toMatchObject({ statusCode: 409, details: [{ path: field }] });
    }
  });
});

describe('PUT /api/machines/:id', () => {
  it('edits fields, answers {machine} and audits before/after', async () => {
    const m = await createMachine(t.database, { serviceProviderId: provider.id, mid: 'MID-1' });
    const res = await put(m.id, { model: 'Telering T-500', mid: null, hasStandee: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().machine).toMatchObject({
      id: m.id,
      model: 'Telering T-500',
      mid: null,
      hasStandee: true,
      has_standee: true,
      serialNumber: m.serialNumber,
      status: 'AVAILABLE',
    });
    const log = await auditOf(m.id);
    expect(log).toEqual([
      {
        action: 'machine.updated',
        actor_name: admin.user.name,
        before: expect.objectContaining({
          model: 'Telering T-300',
          mid: 'MID-1',
          hasStandee: false,
        }),
        after: expect.objectContaining({ model: 'Telering T-500', mid: null, hasStandee: true }),
        details: { changed: ['model', 'mid', 'hasStandee'] },
      },
    ]);
  });

  it('changes the status of a machine in stock and logs machine.status_changed', async () => {
    const m = await createMachine(t.database, { serviceProviderId: provider.id });
    for (const status of ['MAINTENANCE', 'RETIRED', 'AVAILABLE']) {
      const res = await put(m.id, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().machine.status).toBe(status);
    }
    const log = await auditOf(m.id);
    expect(log.map((e) => e.action)).toEqual([
      'machine.updated',
      'machine.status_changed',
      'machine.updated',
      'machine.status_changed',
      'machine.updated',
      'machine.status_changed',
    ]);
    expect(log[1]).toMatchObject({
      before: { status: 'AVAILABLE' },
      after: { status: 'MAINTENANCE' },
    });
  });

  it('refuses a status change for a held machine (409) but allows its other fields', async () => {
    const d = await createDistributor(t.database);
    const m = await createMachine(t.database, {
      serviceProviderId: provider.id,
      status: 'ASSIGNED',
      distributorId: d.id,
      partnerType: 'B2B',
      partner: d.name,
    });
    for (const status of ['AVAILABLE', 'MAINTENANCE', 'RETIRED']) {
      const res = await put(m.id, { status, model: 'Changed too' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'Machine is assigned; return it before changing its status',
        code: 'machines_held',
      });
    }
    const [still] = await t.database.db
      .select()
      .from(machines)
      .where(sql`${machines.id} = ${m.id}`);
    expect(still).toMatchObject({ status: 'ASSIGNED', model: m.model, distributorId: d.id });
    const edit = await put(m.id, { model: 'Telering T-500', mid: 'M-77' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().machine).toMatchObject({
      status: 'ASSIGNED',
      model: 'Telering T-500',
      mid: 'M-77',
      distributorId: d.id,
    });
  });

  it('refuses a status change for a machine in an ACTIVE assignment', async () => {
    const d = await createDistributor(t.database);
    const r = await createRetailer(t.database, d.id);
    const m = await createMachine(t.database, {
      serviceProviderId: provider.id,
      status: 'MAINTENANCE',
    });
    const [a] = await t.database.db
      .insert(assignments)
      .values({ distributorId: d.id, retailerId: r.id, validFrom: '2024-05-01' })
      .returning();
    await t.database.db.insert(assignmentMachines).values({ assignmentId: a!.id, machineId: m.id });
    const res = await put(m.id, { status: 'AVAILABLE' });
    expect(res.statusCode).toBe(409);
    await t.database.db
      .update(assignmentMachines)
      .set({ active: false })
      .where(sql`${assignmentMachines.machineId} = ${m.id}`);
    expect((await put(m.id, { status: 'AVAILABLE' })).statusCode).toBe(200);
  });

  it('answers 409 with details for a serial, TID or QR code another machine has', async () => {
    const other = await createMachine(t.database, {
      serviceProviderId: provider.id,
      tid: `OT-${Date.now()}`,
      qrCode: `OQ-${Date.now()}`,
    });
    const m = await createMachine(t.database, { serviceProviderId: provider.id });
    for (const [field, message] of [
      ['serialNumber', 'Serial number already exists'],
      ['tid', 'TID already exists'],
      ['qrCode', 'QR code already exists'],
    ] as const) {
      const res = await put(m.id, { [field]: other[field] });
      expect(res.statusCode).toBe(409);
      expectTaken(res.json(), field, message);
    }
    // Its own values are no clash.
    const own = await put(other.id, {
      serialNumber: other.serialNumber,
      tid: other.tid,
      model: 'Same ids',
    });
    expect(own.statusCode).toBe(200);
  });

  it('writes nothing for an unchanged body, 400 for an unknown provider or bad input', async () => {
    const m = await createMachine(t.database, { serviceProviderId: provider.id });
    const auditBefore = await count('audit_log');
    const same = await put(m.id, { model: m.model, status: 'AVAILABLE' });
    expect(same.statusCode).toBe(200);
    expect(await count('audit_log')).toBe(auditBefore);
    expect((await put(m.id, { serviceProviderId: 999_999 })).statusCode).toBe(400);
    expect((await put(m.id, { status: 'ASSIGNED' })).statusCode).toBe(400);
    expect((await put(m.id, { type: 'FAX' })).statusCode).toBe(400);
    expect((await put(m.id, { unknown: 1 })).statusCode).toBe(400);
    expect(await count('audit_log')).toBe(auditBefore);
  });

  it('answers 404 for an unknown machine and 403 to non-admins', async () => {
    expect((await put(999_999, { model: 'X' })).statusCode).toBe(404);
    const m = await createMachine(t.database, { serviceProviderId: provider.id });
    expect((await put(m.id, { model: 'X' }, distributor)).statusCode).toBe(403);
    expect((await put(m.id, { model: 'X' }, retailer)).statusCode).toBe(403);
  });
});

describe('serial numbers, TIDs and QR codes are unique ignoring case', () => {
  const variant = (s: string) =>
    [...s].map((c, i) => (i % 2 ? c.toLowerCase() : c.toUpperCase())).join('');

  it.each([
    ['serialNumber', 'Serial number already exists'],
    ['tid', 'TID already exists'],
    ['qrCode', 'QR code already exists'],
  ] as const)(
    'refuses a case variant of another machine’s %s, on create and edit',
    async (field, message) => {
      const stamp = `${seq}${Date.now()}`;
      const codes = {
        serialNumber: `case-${stamp}-a`,
        tid: `tid-${stamp}`,
        qrCode: `upi://q${stamp}`,
      };
      const first = body(codes);
      expect((await post(first)).statusCode).toBe(201);
      const clash = variant(codes[field]);
      expect(clash).not.toBe(codes[field]);

      const machinesBefore = await count('machines');
      const created = await post(body({ [field]: clash }));
      expect(created.statusCode).toBe(409);
      expectTaken(created.json(), field, message);
      expect(await count('machines')).toBe(machinesBefore);

      const other = await createMachine(t.database, { serviceProviderId: provider.id });
      const edited = await put(other.id, { [field]: clash });
      expect(edited.statusCode).toBe(409);
      expectTaken(edited.json(), field, message);
    },
  );

  it('lets a machine change the case of its own values', async () => {
    const stamp = `${seq}${Date.now()}`;
    const m = await createMachine(t.database, {
      serviceProviderId: provider.id,
      serialNumber: `own-${stamp}`,
      tid: `own-tid-${stamp}`,
    });
    const res = await put(m.id, { serialNumber: `OWN-${stamp}`, tid: `OWN-TID-${stamp}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().machine).toMatchObject({
      serialNumber: `OWN-${stamp}`,
      tid: `OWN-TID-${stamp}`,
    });
  });

  it('maps the database refusing a case variant (a race) to the same 409', async () => {
    const existing = await createMachine(t.database, {
      serviceProviderId: provider.id,
      serialNumber: `race-ci-${Date.now()}`,
      tid: `race-tid-${Date.now()}`,
      qrCode: `race-qr-${Date.now()}`,
    });
    for (const field of ['serialNumber', 'tid', 'qrCode'] as const) {
      const err = await createMachine(t.database, {
        serviceProviderId: provider.id,
        [field]: existing[field]!.toUpperCase(),
      }).catch((e: unknown) => e);
      expect(uniqueViolationField(err)).toBe(field);
    }
  });
});
