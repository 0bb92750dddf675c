import { OPEN_ORDER_STATUSES, todayInIndia } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysSinceAllotted } from '../lifecycle';
import { createRetailer } from '../../../test/app';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const w = useTwoDistributors(t);
let providerId: number;
let verified: { id: number };
let pending: { id: number };
beforeAll(async () => {
  providerId = (await createProvider(t.database)).id;
  verified = await createRetailer(t.database, w.a.id, { kycStatus: 'VERIFIED' });
  pending = await createRetailer(t.database, w.a.id);
});

type Auth = { authorization: string };
const call = (auth: Auth, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth, payload: payload as object });

/** A device of the provider held (a real assignment) by A and the retailer, or A alone. */
async function held(retailerId: number | null) {
  const m = await createMachine(t.database, { serviceProviderId: providerId });
  const res = await call(w.admin, 'POST', '/api/assignments', {
    machineIds: [m.id],
    distributorId: w.a.id,
    ...(retailerId ? { retailerId } : {}),
    validFrom: '2026-01-01',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: m.id, serial: m.serialNumber, tid: m.tid, assignmentId: res.json().id as number };
}

const lifecycle = async (id: number) =>
  (
    await readRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT activation_state, allotted_at IS NOT NULL AS allotted, installed_on::text,
          installed_by, install_location, activated_on::text, activation_ref,
          deactivated_at IS NOT NULL AS deactivated FROM machines WHERE id = ${id}`,
    )
  )[0]!;
const historyActions = async (id: number) =>
  (
    await readRows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`SELECT action, before, after FROM audit_log
          WHERE entity_type = 'machine' AND entity_id = ${id} ORDER BY id`,
    )
  ).map((r) => r.action);

const step = (auth: Auth, id: number, body: Record<string, unknown>) =>
  call(auth, 'POST', `/api/machines/${id}/activation`, body);

/** The same step for a selection of devices (POST /machines/activation). */
const stepAll = (auth: Auth, machineIds: number[], body: Record<string, unknown>) =>
  call(auth, 'POST', '/api/machines/activation', { machineIds, ...body });

describe('a step sent again with its Idempotency-Key (queued offline, its answer lost)', () => {
  it('replays the first answer: installed once, one history entry', async () => {
    const d = await held(verified.id);
    const once = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/machines/${d.id}/activation`,
        headers: { authorization: w.admin.authorization, 'idempotency-key': `install-${d.id}` },
        payload: { step: 'INSTALLED', date: '2026-02-01', location: 'Counter 1' },
      });
    const first = await once();
    const again = await once();
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await historyActions(d.id)).filter((a) => a === 'machine.installed')).toHaveLength(1);
  });
});

describe('the lifecycle follows custody', () => {
  it('a device at a retailer is ALLOTTED; released it has no lifecycle', async () => {
    const d = await held(verified.id);
    expect(await lifecycle(d.id)).toMatchObject({ activation_state: 'ALLOTTED', allotted: true });
    await step(w.admin, d.id, { step: 'INSTALLED', date: '2026-02-01', location: 'Counter 1' });
    const res = await call(w.admin, 'PUT', `/api/assignments/${d.assignmentId}/status`, {
      status: 'RETURNED',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lifecycle(d.id)).toEqual({
      activation_state: null,
      allotted: false,
      installed_on: null,
      installed_by: null,
      install_location: null,
      activated_on: null,
      activation_ref: null,
      deactivated: false,
    });
  });

  it('a device held by a distributor alone has no lifecycle and cannot be activated', async () => {
    const d = await held(null);
    expect((await lifecycle(d.id)).activation_state).toBeNull();
    const res = await step(w.admin, d.id, { step: 'INSTALLED', date: '2026-02-01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('activation_not_at_retailer');
  });
});

describe('POST /machines/:id/activation', () => {
  it('installs, activates and deactivates, each step in the history', async () => {
    const d = await held(verified.id);
    let res = await step(w.distA, d.id, {
      step: 'INSTALLED',
      date: '2026-02-01',
      location: 'Shop counter',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().machine).toMatchObject({
      activationState: 'INSTALLED',
      installedOn: '2026-02-01',
      installLocation: 'Shop counter',
    });
    expect((await lifecycle(d.id)).installed_by).toBe(w.distA.user.id);
    res = await step(w.admin, d.id, { step: 'ACTIVATED', date: '2026-02-03', ref: 'ACT-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lifecycle(d.id)).toMatchObject({
      activation_state: 'ACTIVATED',
      activated_on: '2026-02-03',
      activation_ref: 'ACT-1',
    });
    res = await step(w.admin, d.id, { step: 'DEACTIVATED', date: '2026-03-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lifecycle(d.id)).toMatchObject({
      activation_state: 'DEACTIVATED',
      deactivated: true,
    });
    // Re-activation by the provider (docs/decisions/0076-activation-lifecycle.md).
    res = await step(w.admin, d.id, { step: 'ACTIVATED', date: '2026-03-05', ref: 'ACT-2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lifecycle(d.id)).toMatchObject({
      activation_state: 'ACTIVATED',
      activation_ref: 'ACT-2',
      deactivated: false,
    });
    expect(await historyActions(d.id)).toEqual([
      'machine.assigned',
      'machine.installed',
      'machine.activated',
      'machine.deactivated',
      'machine.activated',
    ]);
    const [entry] = await readRows<{ before: unknown; after: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT before, after FROM audit_log WHERE entity_id = ${d.id} AND action = 'machine.installed'`,
    );
    expect(entry!.before).toEqual({ activationState: 'ALLOTTED' });
    expect(entry!.after).toMatchObject({ activationState: 'INSTALLED', installedOn: '2026-02-01' });
  });

  it('ALLOTTED goes to ACTIVATED directly; backward steps are 409', async () => {
    const d = await held(verified.id);
    expect(
      (await step(w.admin, d.id, { step: 'DEACTIVATED', date: '2026-02-01' })).json().code,
    ).toBe('activation_step_invalid');
    expect((await step(w.admin, d.id, { step: 'ACTIVATED', date: '2026-02-01' })).statusCode).toBe(
      200,
    );
    const res = await step(w.admin, d.id, { step: 'INSTALLED', date: '2026-02-02' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'activation_step_invalid',
      params: { serials: [d.serial] },
    });
    expect((await lifecycle(d.id)).activation_state).toBe('ACTIVATED');
  });

  it('a retailer whose KYC is not VERIFIED cannot have devices ACTIVATED', async () => {
    const d = await held(pending.id);
    const res = await step(w.admin, d.id, { step: 'ACTIVATED', date: '2026-02-01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('activation_kyc_unverified');
    expect((await lifecycle(d.id)).activation_state).toBe('ALLOTTED');
    expect((await step(w.admin, d.id, { step: 'INSTALLED', date: '2026-02-01' })).statusCode).toBe(
      200,
    );
  });

  it('a distributor installs only its own devices and never activates', async () => {
    const d = await held(verified.id);
    const other = await step(w.distB, d.id, { step: 'INSTALLED', date: '2026-02-01' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
    const missing = await step(w.admin, 99_999_999, { step: 'INSTALLED', date: '2026-02-01' });
    expect(missing.json()).toEqual(other.json());
    expect((await step(w.distA, d.id, { step: 'ACTIVATED', date: '2026-02-01' })).statusCode).toBe(
      403,
    );
    expect((await lifecycle(d.id)).activation_state).toBe('ALLOTTED');
  });

  it("a retailer installs its own devices (itself in the history), never another shop's", async () => {
    const own = await held(w.ra.id);
    const res = await step(w.retA, own.id, { step: 'INSTALLED', date: '2026-02-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().machine).toMatchObject({
      activationState: 'INSTALLED',
      installedOn: '2026-02-01',
    });
    expect(await lifecycle(own.id)).toMatchObject({
      activation_state: 'INSTALLED',
      installed_on: '2026-02-01',
      installed_by: w.retA.user.id,
    });
    const [entry] = await readRows<{ actor_user_id: number; actor_role: string }>(
      t.database.db,
      sql`SELECT actor_user_id, actor_role FROM audit_log
          WHERE entity_id = ${own.id} AND action = 'machine.installed'`,
    );
    expect(entry).toEqual({ actor_user_id: w.retA.user.id, actor_role: 'retailer' });

    // The same distributor's other shop: as missing as a device that does not exist.
    const other = await held(verified.id);
    const refused = await step(w.retA, other.id, { step: 'INSTALLED', date: '2026-02-01' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('not_found');
    const bulk = await stepAll(w.retA, [other.id], { step: 'INSTALLED', date: '2026-02-01' });
    expect(bulk.statusCode).toBe(404);
    expect((await lifecycle(other.id)).activation_state).toBe('ALLOTTED');
  });

  it('a device on an order is installed only once the order is delivered', async () => {
    const m = await createMachine(t.database, { serviceProviderId: providerId });
    const booked = await call(w.admin, 'POST', '/api/orders', {
      distributorId: w.a.id,
      retailerId: w.ra.id,
      serviceProviderId: providerId,
      orderType: 'MACHINE_ALLOTMENT',
      quantity: 1,
      machineIds: [m.id],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const orderId = booked.json().order.id as number;
    const flag = async () =>
      (await call(w.retA, 'GET', `/api/machines?search=${m.serialNumber}`)).json().machines[0]
        .awaitingDelivery;
    const install = { step: 'INSTALLED', date: '2026-02-01' };
    for (const status of OPEN_ORDER_STATUSES) {
      if (status !== 'PENDING') {
        const moved = await call(w.admin, 'PUT', `/api/orders/${orderId}/status`, { status });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      expect(await flag()).toBe(true);
      for (const [who, refused] of [
        [w.retA, await step(w.retA, m.id, install)],
        [w.admin, await stepAll(w.admin, [m.id], install)],
      ] as const) {
        expect(refused.statusCode, `${status} ${who.authorization}`).toBe(409);
        expect(refused.json()).toMatchObject({
          code: 'activation_not_delivered',
          params: { serials: [m.serialNumber] },
        });
      }
      expect((await lifecycle(m.id)).activation_state).toBe('ALLOTTED');
    }
    expect(await historyActions(m.id)).not.toContain('machine.installed');

    const delivered = await call(w.admin, 'PUT', `/api/orders/${orderId}/status`, {
      status: 'DELIVERED',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await flag()).toBe(false);
    const res = await step(w.retA, m.id, install);
    expect(res.statusCode, res.body).toBe(200);
    expect(await lifecycle(m.id)).toMatchObject({ activation_state: 'INSTALLED' });
  });

  it("a retailer records neither the provider's steps nor a future date", async () => {
    const own = await held(w.ra.id);
    for (const s of ['ACTIVATED', 'DEACTIVATED']) {
      const res = await step(w.retA, own.id, { step: s, date: '2026-02-01' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('admin_only');
    }
    const future = await step(w.retA, own.id, { step: 'INSTALLED', date: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('activation_date_in_future');
    expect((await lifecycle(own.id)).activation_state).toBe('ALLOTTED');
  });

  it('refuses a date in the future', async () => {
    const d = await held(verified.id);
    const res = await step(w.admin, d.id, { step: 'INSTALLED', date: '2999-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'activation_date_in_future',
      details: [{ path: 'date', code: 'activation_date_in_future' }],
    });
    expect((await lifecycle(d.id)).activation_state).toBe('ALLOTTED');
  });
});

describe('POST /machines/activation (a selection)', () => {
  it('is all or nothing, naming the devices that cannot move', async () => {
    const ok = await held(verified.id);
    const blocked = await held(pending.id);
    const res = await stepAll(w.admin, [ok.id, blocked.id], {
      step: 'ACTIVATED',
      date: '2026-02-01',
      ref: 'BULK',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'activation_kyc_unverified',
      params: { serials: [blocked.serial] },
    });
    expect((await lifecycle(ok.id)).activation_state).toBe('ALLOTTED');
    const both = await stepAll(w.distA, [ok.id, blocked.id], {
      step: 'INSTALLED',
      date: '2026-02-01',
    });
    expect(both.json()).toEqual({ updated: 2 });
    expect((await lifecycle(blocked.id)).activation_state).toBe('INSTALLED');
  });

  it('a device of another distributor is a 404 naming it, and nothing moves', async () => {
    const mine = await held(verified.id);
    const res = await stepAll(w.distB, [mine.id], { step: 'INSTALLED', date: '2026-02-01' });
    expect(res.statusCode).toBe(404);
    expect((await lifecycle(mine.id)).activation_state).toBe('ALLOTTED');
  });
});

describe('POST /machines/activation/import (the provider file)', () => {
  it('a dry run answers per-row errors; the import activates the valid rows only', async () => {
    const a = await held(verified.id);
    const b = await held(verified.id);
    await t.database.db.execute(sql`UPDATE machines SET tid = ${`TID-${b.id}`} WHERE id = ${b.id}`);
    const c = await held(pending.id);
    const free = await createMachine(t.database, { serviceProviderId: providerId });
    const csv = [
      'serialNumber,tid,activatedOn,ref',
      `${a.serial.toLowerCase()},,2026-02-01,R-1`,
      `,TID-${b.id},2026-02-02,`,
      `${c.serial},,2026-02-01,`,
      `${free.serialNumber},,2026-02-01,`,
      'NO-SUCH,,2026-02-01,',
      `${a.serial},,not-a-date,`,
    ].join('\n');
    const dry = await call(w.admin, 'POST', '/api/machines/activation/import', {
      csv,
      dryRun: true,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, total: 6, valid: 2, invalid: 4, imported: 0 });
    expect(dry.json().errors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [4, 'activation_kyc_unverified'],
      [5, 'activation_not_at_retailer'],
      [6, 'device_not_found'],
      [7, 'invalid_format'],
    ]);
    expect((await lifecycle(a.id)).activation_state).toBe('ALLOTTED');
    const done = await call(w.admin, 'POST', '/api/machines/activation/import', {
      csv,
      dryRun: false,
    });
    expect(done.json()).toMatchObject({ imported: 2 });
    expect(await lifecycle(a.id)).toMatchObject({
      activation_state: 'ACTIVATED',
      activated_on: '2026-02-01',
      activation_ref: 'R-1',
    });
    expect(await lifecycle(b.id)).toMatchObject({
      activation_state: 'ACTIVATED',
      activated_on: '2026-02-02',
    });
    expect((await lifecycle(c.id)).activation_state).toBe('ALLOTTED');
    expect(await historyActions(a.id)).toContain('machine.activated');
  });

  it('a device on two rows is refused on both; a bad header is a 400', async () => {
    const a = await held(verified.id);
    const csv = `serialNumber,activatedOn\n${a.serial},2026-02-01\n${a.serial},2026-02-02\n`;
    const dry = await call(w.admin, 'POST', '/api/machines/activation/import', { csv });
    expect(dry.json().errors.map((e: { code: string }) => e.code)).toEqual([
      'repeated_in_file',
      'repeated_in_file',
    ]);
    const bad = await call(w.admin, 'POST', '/api/machines/activation/import', {
      csv: 'serial,when\nX,Y\n',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('csv_unreadable');
    expect(
      (await call(w.distA, 'POST', '/api/machines/activation/import', { csv })).statusCode,
    ).toBe(403);
  });
});

describe('idle devices', () => {
  it("the idle filter follows each provider's idle days", async () => {
    const slow = await createProvider(t.database, { idleDays: 10 });
    const ids: Record<string, number> = {};
    const make = async (name: string, provider: number, daysAgo: number, state: string) => {
      const m = await createMachine(t.database, { serviceProviderId: provider });
      await call(w.admin, 'POST', '/api/assignments', {
        machineIds: [m.id],
        distributorId: w.a.id,
        retailerId: verified.id,
        validFrom: '2026-01-01',
      });
      await t.database.db.execute(sql`UPDATE machines SET allotted_at = now() - make_interval(days => ${daysAgo}),
        activation_state = ${state} WHERE id = ${m.id}`);
      ids[name] = m.id;
    };
    await make('old30', providerId, 40, 'ALLOTTED');
    await make('fresh30', providerId, 20, 'INSTALLED');
    await make('old10', slow.id, 12, 'INSTALLED');
    await make('fresh10', slow.id, 5, 'ALLOTTED');
    await make('activated', slow.id, 50, 'ACTIVATED');
    const list = async (auth: Auth, query: string) =>
      (await call(auth, 'GET', `/api/machines?idle=true&pageSize=100${query}`))
        .json()
        .machines.map((m: { id: number }) => m.id);
    const mine = Object.values(ids);
    const idle = (await list(w.admin, '')).filter((id: number) => mine.includes(id));
    expect(idle.sort()).toEqual([ids.old30, ids.old10].sort());
    expect((await list(w.distB, '')).filter((id: number) => mine.includes(id))).toEqual([]);
    const installed = (await list(w.distA, '&activationState=INSTALLED')).filter((id: number) =>
      mine.includes(id),
    );
    expect(installed).toEqual([ids.old10]);
  });

  it("counts the days by India's calendar, also just after midnight there", async () => {
    const m = await createMachine(t.database, { serviceProviderId: providerId });
    // Allotted 00:30 on 14 November in India; it is now 01:30 on 25 November there (11 days),
    // still 24 November in UTC (10 days).
    await t.database.db.execute(
      sql`UPDATE machines SET allotted_at = '2026-11-13T19:00:00Z' WHERE id = ${m.id}`,
    );
    const today = todayInIndia(new Date('2026-11-24T20:00:00Z'));
    const [row] = await readRows<{ days: number }>(
      t.database.db,
      sql`SELECT ${daysSinceAllotted(today)} AS days FROM machines WHERE id = ${m.id}`,
    );
    expect(row?.days).toBe(11);
  });
});

describe('provider settings', () => {
  it('an admin reads and changes the idle days and swap mapping; others cannot', async () => {
    const p = await createProvider(t.database);
    const url = `/api/service-providers/${p.id}/settings`;
    expect((await call(w.admin, 'GET', url)).json()).toEqual({
      idleDays: 30,
      swapMapping: 'CARRY_OVER',
    });
    const res = await call(w.admin, 'PUT', url, { idleDays: 45, swapMapping: 'ISSUE_NEW' });
    expect(res.json()).toEqual({ idleDays: 45, swapMapping: 'ISSUE_NEW' });
    expect((await call(w.admin, 'GET', url)).json()).toEqual({
      idleDays: 45,
      swapMapping: 'ISSUE_NEW',
    });
    expect(
      (await call(w.distA, 'PUT', url, { idleDays: 5, swapMapping: 'CARRY_OVER' })).statusCode,
    ).toBe(403);
    expect(
      (await call(w.admin, 'PUT', url, { idleDays: 0, swapMapping: 'CARRY_OVER' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call(w.admin, 'PUT', '/api/service-providers/99999999/settings', {
          idleDays: 5,
          swapMapping: 'CARRY_OVER',
        })
      ).statusCode,
    ).toBe(404);
  });
});
