import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTwoDistributors,
  loginAs,
  setUserStatus,
  type TestApp,
} from '../../../test/app';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { collectFile } from './run';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

// 2026-11-24 12:00 IST
let clock = new Date('2026-11-24T06:30:00Z');
let smtp: TestSmtp;
let t: TestApp;
let world: Awaited<ReturnType<typeof createTwoDistributors>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let distA: Awaited<ReturnType<typeof loginAs>>;
const serialsA: string[] = [];
const serialsB: string[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, now: () => clock });
  world = await createTwoDistributors(t.database);
  admin = await loginAs(t, 'admin');
  distA = await loginAs(t, 'distributor', { distributorId: world.a.id });
  await t.database.db.execute(
    sql`UPDATE users SET preferences = preferences || '{"language":"hi"}'::jsonb WHERE id = ${distA.user.id}`,
  );
  const provider = await createProvider(t.database);
  for (const [list, distributorId] of [
    [serialsA, world.a.id],
    [serialsA, world.a.id],
    [serialsB, world.b.id],
  ] as const) {
    const m = await createMachine(t.database, {
      serviceProviderId: provider.id,
      status: 'ASSIGNED',
      distributorId,
    });
    list.push(m.serialNumber);
  }
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const create = async (auth: { authorization: string }, body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/report-schedules',
    headers: auth,
    payload: {
      name: 'Daily machines',
      reportType: 'machines',
      filters: { status: 'ASSIGNED' },
      format: 'csv',
      frequency: 'daily',
      timeOfDay: '13:00',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().schedule as { id: number; nextRunAt: string };
};
const runsOf = async (auth: { authorization: string }, id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/report-schedules/${id}/runs`, headers: auth })
  ).json().runs as Array<Record<string, unknown>>;
const scheduleOf = async (auth: { authorization: string }, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/report-schedules/${id}`, headers: auth })).json()
    .schedule as Record<string, unknown>;
/** CSV data lines (header dropped) of an attachment. */
const csvLines = (content: Buffer) => content.toString('utf8').trim().split(/\r?\n/).slice(1);

describe('scheduled report runs (fake clock, real SMTP)', () => {
  let own: { id: number; nextRunAt: string };
  let adminOwn: { id: number };
  let foreign: { id: number };

  it('does not run before its time', async () => {
    own = await create(distA.auth, {});
    adminOwn = await create(admin.auth, {
      name: 'Ops copy',
      recipients: ['ops@example.test'],
      format: 'xlsx',
    });
    // filters asking for another distributor's retailers: the owner's scope still applies
    foreign = await create(distA.auth, {
      name: 'B retailers',
      reportType: 'retailers',
      filters: { distributorId: world.b.id },
    });
    expect(own.nextRunAt).toBe('2026-11-24T07:30:00.000Z');
    clock = new Date('2026-11-24T07:29:59Z');
    await t.app.background.drain();
    expect(await runsOf(distA.auth, own.id)).toEqual([]);
    expect(smtp.messages).toHaveLength(0);
  });

  it('runs at its time: mails the owner in their language, the file holds only their scope', async () => {
    clock = new Date('2026-11-24T07:30:00Z');
    await t.app.background.drain();
    // one message each: two for A, one for the admin and its extra address
    await smtp.waitFor(3);
    const [mail, other] = smtp.mailsTo(distA.email);
    expect(other).toBeDefined();
    const machinesMail = [mail, other].find(
      (m) => m!.subject === 'निर्धारित रिपोर्ट: Daily machines',
    )!;
    expect(machinesMail).toBeDefined();
    expect(machinesMail.text).toContain('मशीन इन्वेंटरी');
    const file = machinesMail.attachments[0]!;
    expect(file.filename).toBe('machines-report-2026-11-24.csv');
    const lines = csvLines(file.content);
    expect(lines).toHaveLength(2);
    for (const serial of serialsA) expect(lines.join('\n')).toContain(serial);
    for (const serial of serialsB) expect(lines.join('\n')).not.toContain(serial);

    const runs = await runsOf(distA.auth, own.id);
    expect(runs).toEqual([
      expect.objectContaining({
        status: 'sent',
        dueAt: '2026-11-24T07:30:00.000Z',
        rowCount: 2,
        fileSize: file.content.length,
        error: null,
      }),
    ]);
    const schedule = await scheduleOf(distA.auth, own.id);
    expect(schedule.nextRunAt).toBe('2026-11-25T07:30:00.000Z');
    expect(schedule.lastRun).toMatchObject({ status: 'sent', rowCount: 2 });

    // the other distributor's retailers, asked for by filter: none
    const foreignMail = [mail, other].find((m) => m!.subject?.endsWith('B retailers'))!;
    expect(csvLines(foreignMail.attachments[0]!.content)).toEqual([]);
    expect((await runsOf(distA.auth, foreign.id))[0]).toMatchObject({
      status: 'sent',
      rowCount: 0,
    });
  });

  it("an admin's schedule goes to the owner and the extra addresses, as Excel", async () => {
    const [mail] = smtp.mailsTo('ops@example.test');
    expect(JSON.stringify(mail!.to)).toContain(admin.email);
    expect(mail!.subject).toBe('Scheduled report: Ops copy');
    expect(mail!.attachments[0]!.filename).toBe('machines-report-2026-11-24.xlsx');
    // an admin's machines report has every assigned machine
    expect((await runsOf(admin.auth, adminOwn.id))[0]).toMatchObject({
      status: 'sent',
      rowCount: 3,
    });
  });

  it('a slot runs once, however often the worker drains or the slot is claimed again', async () => {
    await t.app.background.drain();
    await t.app.background.drain();
    // a second process claiming the same slot again (its next_run_at put back) adds nothing
    await t.database.db.execute(
      sql`UPDATE report_schedules SET next_run_at = '2026-11-24T07:30:00Z' WHERE id = ${own.id}`,
    );
    await t.app.background.drain();
    expect(await runsOf(distA.auth, own.id)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(3);
  });

  it('a paused schedule does not run; the next day the others do', async () => {
    await send(t, distA, 'POST', `/api/report-schedules/${own.id}/pause`);
    clock = new Date('2026-11-25T07:31:00Z');
    await t.app.background.drain();
    expect(await runsOf(distA.auth, own.id)).toHaveLength(1);
    expect(await runsOf(admin.auth, adminOwn.id)).toHaveLength(2);
  });

  it('an owner deactivated before the run: the run fails, nothing is sent', async () => {
    const gone = await loginAs(t, 'distributor', { distributorId: world.a.id });
    const s = await create(gone.auth, { timeOfDay: '14:00' });
    await setUserStatus(t.database, gone.user.id, 'INACTIVE');
    const sentBefore = smtp.messages.length;
    clock = new Date('2026-11-25T08:30:00Z');
    await t.app.background.drain();
    const [run] = await readRows<{ status: string; error: string; row_count: number | null }>(
      t.database.db,
      sql`SELECT status, error, row_count FROM report_runs WHERE schedule_id = ${s.id}`,
    );
    expect(run).toEqual({ status: 'failed', error: 'owner_inactive', row_count: null });
    expect(smtp.messages).toHaveLength(sentBefore);
    expect(smtp.mailsTo(gone.email)).toEqual([]);
  });

  it("an owner who lost the report's permission: the run fails, nothing is sent", async () => {
    // A distributor's schedule of the admin-only RMA report (as after a role change).
    const [s] = await readRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO report_schedules (owner_user_id, name, report_type, format, frequency, time_of_day, next_run_at)
          VALUES (${distA.user.id}, 'RMA', 'rma', 'csv', 'daily', '15:00', '2026-11-25T09:30:00Z')
          RETURNING id`,
    );
    const sentBefore = smtp.messages.length;
    clock = new Date('2026-11-25T09:30:00Z');
    await t.app.background.drain();
    expect((await runsOf(distA.auth, s!.id))[0]).toMatchObject({
      status: 'failed',
      error: 'report_not_allowed',
    });
    expect(smtp.messages).toHaveLength(sentBefore);
  });
});

describe('the attachment cap', () => {
  it('stops reading a file past the cap and says file_too_large', async () => {
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(collectFile(big, 1000)).rejects.toMatchObject({ code: 'file_too_large' });
    const small = Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')]);
    expect((await collectFile(small, 1000)).toString()).toBe('a,b\n1,2\n');
  });
});

describe('a scheduled report over the attachment cap (end to end)', () => {
  let small: TestApp;
  let capClock = new Date('2026-11-24T07:29:00Z');
  beforeAll(async () => {
    // The cap is 20 MB (MAX_SCHEDULE_ATTACHMENT_BYTES); this app's is 300 bytes, so three
    // machines' CSV is over it.
    small = await buildTestApp({
      smtpUrl: smtp.url,
      now: () => capClock,
      reportAttachmentMaxBytes: 300,
    });
    const provider = await createProvider(small.database);
    for (let i = 0; i < 3; i++)
      await createMachine(small.database, { serviceProviderId: provider.id });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('sends the owner a link-less "too large, narrow the filters" email and records a failed run', async () => {
    const who = await loginAs(small, 'admin');
    const made = await send(small, who, 'POST', '/api/report-schedules', {
      name: 'Everything',
      reportType: 'machines',
      filters: {},
      format: 'csv',
      frequency: 'daily',
      timeOfDay: '13:00',
      recipients: ['ops-cap@example.test'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const before = smtp.messages.length;
    capClock = new Date('2026-11-24T07:30:00Z');
    await small.app.background.drain();
    await smtp.waitFor(before + 1);
    const runs = (
      await send(small, who, 'GET', `/api/report-schedules/${made.json().schedule.id}/runs`)
    ).json().runs;
    expect(runs[0]).toMatchObject({ status: 'failed', error: 'file_too_large' });
    const mails = smtp.messages.filter(
      (m) => m.subject === 'Scheduled report not sent: Everything',
    );
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]!.to)).toContain(who.user.email);
    expect(JSON.stringify(mails[0]!.to)).not.toContain('ops-cap@example.test');
    expect(mails[0]!.attachments).toEqual([]);
    expect(mails[0]!.text).toContain('was not sent: the file is larger than');
    expect(mails[0]!.text).toContain('Narrow the filters');
    expect(mails[0]!.text).not.toMatch(/https?:/);
  });
});

describe('scheduled report runs without email', () => {
  let noMail: TestApp;
  beforeAll(async () => {
    noMail = await buildTestApp({ now: () => new Date('2026-11-24T07:30:00Z') });
  });
  afterAll(async () => {
    await noMail?.close();
  });

  it('fail with email_off and say so in the run history', async () => {
    const who = await loginAs(noMail, 'admin');
    await noMail.database.db.execute(
      sql`INSERT INTO report_schedules (owner_user_id, name, report_type, format, frequency, time_of_day, next_run_at)
          VALUES (${who.user.id}, 'No mail', 'machines', 'csv', 'daily', '13:00', '2026-11-24T07:30:00Z')`,
    );
    await noMail.app.background.drain();
    const list = (
      await noMail.app.inject({ method: 'GET', url: '/api/report-schedules', headers: who.auth })
    ).json().schedules;
    expect(list[0].lastRun).toMatchObject({ status: 'failed', error: 'email_off' });
  });
});
