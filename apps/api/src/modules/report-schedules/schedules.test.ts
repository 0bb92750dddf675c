import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

// 2026-11-24 12:00 IST
let clock = new Date('2026-11-24T06:30:00Z');
const t = useTestApp({ now: () => clock });
const w = useTwoDistributors(t);

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Daily stock',
  reportType: 'machines',
  filters: { status: 'AVAILABLE' },
  format: 'csv',
  frequency: 'daily',
  timeOfDay: '09:00',
  ...over,
});

const call = (
  auth: { authorization: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/report-schedules${url}`,
    headers: auth,
    payload: payload as never,
  });
const post = (auth: { authorization: string }, payload: unknown) => call(auth, 'POST', '', payload);
const count = async () =>
  (
    await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM report_schedules`,
    )
  )[0]!.n;

describe('report schedules: create, read, change', () => {
  it('creates a daily schedule with its next run in India time and lists it for its owner', async () => {
    const res = await post(w.distA, valid({ filters: { status: 'AVAILABLE', unknown: 'x' } }));
    expect(res.statusCode).toBe(201);
    const { schedule } = res.json();
    expect(schedule).toMatchObject({
      ...valid(),
      dayOfWeek: null,
      recipients: [],
      paused: false,
      // 12:00 IST now: tomorrow 09:00 IST = 03:30 UTC
      nextRunAt: '2026-11-25T03:30:00.000Z',
      owner: { id: w.distA.user.id },
      lastRun: null,
    });
    const mine = (await call(w.distA, 'GET', '')).json().schedules;
    expect(mine.map((s: { id: number }) => s.id)).toContain(schedule.id);
    expect((await call(w.distB, 'GET', '')).json().schedules).toEqual([]);
    // another's schedule is not found, whatever the call
    for (const [method, url] of [
      ['GET', `/${schedule.id}`],
      ['GET', `/${schedule.id}/runs`],
      ['POST', `/${schedule.id}/pause`],
      ['DELETE', `/${schedule.id}`],
    ] as const)
      expect((await call(w.distB, method, url)).statusCode).toBe(404);
    expect((await call(w.distB, 'PUT', `/${schedule.id}`, valid())).statusCode).toBe(404);
  });

  it('admins see their own by default and everyone\u2019s with ?all=true', async () => {
    await post(w.admin, valid({ name: 'Admin weekly', frequency: 'weekly', dayOfWeek: 1 }));
    const own = (await call(w.admin, 'GET', '')).json().schedules;
    expect(own.map((s: { name: string }) => s.name)).toEqual(['Admin weekly']);
    const all = (await call(w.admin, 'GET', '?all=true')).json().schedules;
    expect(all.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Admin weekly', 'Daily stock']),
    );
    // ?all=true is only an admin's
    const distAll = (await call(w.distB, 'GET', '?all=true')).json().schedules;
    expect(distAll).toEqual([]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await count();
    for (const bad of [
      valid({ timeOfDay: '25:00' }),
      valid({ frequency: 'weekly' }),
      valid({ frequency: 'weekly', dayOfWeek: 8 }),
      valid({ frequency: 'monthly', dayOfMonth: 29 }),
      valid({ frequency: 'monthly' }),
      valid({ filters: { status: 'BROKEN' } }),
      valid({ filters: { dateFrom: '2026-02-30' } }),
      valid({ filters: { dateFrom: '2026-11-20', dateTo: '2026-11-01' } }),
      valid({ reportType: 'nope' }),
      valid({ format: 'pdf' }),
      valid({ name: '  ' }),
    ]) {
      const res = await post(w.admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect(await count()).toBe(before);
  });

  it('only admins add extra recipients; a distributor cannot schedule an admin-only report', async () => {
    const before = await count();
    const res = await post(w.distA, valid({ recipients: ['boss@example.test'] }));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('schedule_recipients_admin_only');
    const rma = await post(w.distA, valid({ reportType: 'rma', filters: {} }));
    expect(rma.statusCode).toBe(403);
    expect(await count()).toBe(before);
    const retailer = await post(w.retA, valid());
    expect(retailer.statusCode).toBe(403);
    const admin = await post(
      w.admin,
      valid({ recipients: ['Boss@Example.test', 'boss@example.test', 'ops@example.test'] }),
    );
    expect(admin.statusCode).toBe(201);
    expect(admin.json().schedule.recipients).toEqual(['boss@example.test', 'ops@example.test']);
  });

  it('updates the timetable (next run moves), pauses, resumes and deletes', async () => {
    const { schedule } = (await post(w.distA, valid({ name: 'To change' }))).json();
    const put = await call(w.distA, 'PUT', `/${schedule.id}`, {
      ...valid({ name: 'Monthly now', frequency: 'monthly', dayOfMonth: 28, timeOfDay: '07:00' }),
      format: 'xlsx',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().schedule).toMatchObject({
      name: 'Monthly now',
      format: 'xlsx',
      frequency: 'monthly',
      dayOfMonth: 28,
      nextRunAt: '2026-11-28T01:30:00.000Z',
    });
    const paused = await call(w.distA, 'POST', `/${schedule.id}/pause`);
    expect(paused.json().schedule.paused).toBe(true);
    clock = new Date('2026-12-05T06:30:00Z');
    const resumed = await call(w.distA, 'POST', `/${schedule.id}/resume`);
    // resumed after the missed slot: the next one after now
    expect(resumed.json().schedule).toMatchObject({
      paused: false,
      nextRunAt: '2026-12-28T01:30:00.000Z',
    });
    // the admin may act on anyone's schedule
    expect((await call(w.admin, 'GET', `/${schedule.id}/runs`)).json()).toEqual({ runs: [] });
    expect((await call(w.distA, 'DELETE', `/${schedule.id}`)).json()).toEqual({ ok: true });
    expect((await call(w.distA, 'GET', `/${schedule.id}`)).statusCode).toBe(404);
  });
});
