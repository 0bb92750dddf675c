import { todayInIndia } from '@dd/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import type { SecurityEvent } from '@dd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createAccount, TEST_PASSWORD } from '../../../test/app';
import { useTestApp } from '../../../test/use-app';
import { signInFrom } from '../../../test/requests';

const t = useTestApp();
const admin = t.signIn('admin');
const distributor = t.signIn('distributor');
const retailer = t.signIn('retailer');

/** A run-unique user agent: this file's events are told apart by it. */
const AGENT = `=cmd|' /C calc'!A0 events-test ${Date.now()}`;
let victim: { email: string; user: { id: number } };

const signIn = (email: string, password: string, ip: string) =>
  signInFrom(t, ip, { email, password, userType: 'distributor' }, { 'user-agent': AGENT });

const list = (query: string, headers: { authorization: string } = admin) =>
  t.app.inject({ method: 'GET', url: `/api/security-events?${query}`, headers });

const listed = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { events: SecurityEvent[]; total: number; page: number; pageSize: number };
};

beforeAll(async () => {
  victim = await createAccount(t.database, 'distributor');
  // Two failures from one address, then a sign-in from another, and an unknown email.
  await signIn(victim.email, 'wrong-password-1', '10.9.0.1');
  await signIn(victim.email, 'wrong-password-2', '10.9.0.1');
  await signIn(victim.email, TEST_PASSWORD, '10.8.0.7');
  await signIn('ghost.user@example.test', 'whatever-it-is', '10.9.0.2');
});

describe('GET /api/security-events', () => {
  it("lists an account's events newest first, with IP, user agent and the account", async () => {
    const body = await listed(`userId=${victim.user.id}`);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(body.events.map((e) => [e.type, e.ip])).toEqual([
      ['sign_in', '10.8.0.7'],
      ['sign_in_failed', '10.9.0.1'],
      ['sign_in_failed', '10.9.0.1'],
    ]);
    expect(body.events[0]).toMatchObject({
      userId: victim.user.id,
      user: { id: victim.user.id, email: victim.email, userType: 'distributor' },
      userAgent: AGENT,
      actor: null,
    });
  });

  it('filters by type (one or several), search, IP and days; pages', async () => {
    const failed = await listed(`type=sign_in_failed&search=${encodeURIComponent(victim.email)}`);
    expect(failed.events.map((e) => e.type)).toEqual(['sign_in_failed', 'sign_in_failed']);

    const both = await listed(`type=sign_in,sign_in_failed&userId=${victim.user.id}`);
    expect(both.total).toBe(3);
    const repeated = await listed(`type=sign_in&type=sign_out&userId=${victim.user.id}`);
    expect(repeated.events.map((e) => e.type)).toEqual(['sign_in']);
    expect((await listed(`type=all&userId=${victim.user.id}`)).total).toBe(3);

    // A failed sign-in of an unknown email is found by the email typed.
    const ghost = await listed('search=ghost.user');
    expect(ghost.events).toEqual([
      expect.objectContaining({
        type: 'sign_in_failed',
        user: null,
        email: 'ghost.user@example.test',
      }),
    ]);

    expect((await listed('ip=10.9.0.')).total).toBe(3);
    expect((await listed('ip=10.8.0.7')).events.map((e) => e.userId)).toEqual([victim.user.id]);

    const today = todayInIndia(new Date());
    expect((await listed(`userId=${victim.user.id}&dateFrom=${today}&dateTo=${today}`)).total).toBe(
      3,
    );
    expect((await listed(`userId=${victim.user.id}&dateTo=2020-01-01`)).total).toBe(0);

    const page2 = await listed(`userId=${victim.user.id}&pageSize=2&page=2`);
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.events.map((e) => e.type)).toEqual(['sign_in_failed']);

    const oldest = await listed(`userId=${victim.user.id}&sort=at&order=asc`);
    expect(oldest.events.map((e) => e.type)).toEqual([
      'sign_in_failed',
      'sign_in_failed',
      'sign_in',
    ]);
  });

  it('refuses bad filters (400) and every role but admin (403)', async () => {
    expect((await list('type=not_a_type')).statusCode).toBe(400);
    expect((await list('dateFrom=2025-02-02&dateTo=2025-02-01')).statusCode).toBe(400);
    expect((await list('sort=ip')).statusCode).toBe(400);
    expect((await list('', distributor)).statusCode).toBe(403);
    expect((await list('', retailer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/security-events' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/security-events/export', () => {
  const download = (query: string, headers: { authorization: string } = admin) =>
    t.app.inject({ method: 'GET', url: `/api/security-events/export?${query}`, headers });

  it('answers the filtered log as CSV, formula-safe, with a dated file name', async () => {
    const res = await download(`format=csv&userId=${victim.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="security-events-${todayInIndia(new Date())}.csv"`,
    );
    const table = parseCsv(res.body.slice(1)) as string[][];
    expect(table[0]).toEqual([
      'Time',
      'Event',
      'Account',
      'Email',
      'Role',
      'Done By',
      'IP',
      'User Agent',
      'Details',
    ]);
    expect(table.slice(1).map((r) => [r[1], r[3], r[6]])).toEqual([
      ['sign_in', victim.email, '10.8.0.7'],
      ['sign_in_failed', victim.email, '10.9.0.1'],
      ['sign_in_failed', victim.email, '10.9.0.1'],
    ]);
    // Time: India time with its offset, like the Excel cell.
    for (const r of table.slice(1))
      expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    // The user agent came from outside and starts with '=': it is never a formula.
    expect(table[1]![7]).toBe(`'${AGENT}`);
  });

  it('answers Excel with the same rows; the same filters; admins only', async () => {
    const res = await download(`format=xlsx&type=sign_in_failed&userId=${victim.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = XLSX.read(res.rawPayload, { type: 'buffer', cellDates: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(grid).toHaveLength(3);
    expect(grid[1]![0]).toBeInstanceOf(Date);
    expect(grid.slice(1).map((r) => r[1])).toEqual(['sign_in_failed', 'sign_in_failed']);
    for (const [ref, cell] of Object.entries(sheet)) {
      if (!ref.startsWith('!')) expect((cell as XLSX.CellObject).f).toBeUndefined();
    }
    expect((await download('format=pdf')).statusCode).toBe(400);
    expect((await download('format=csv', distributor)).statusCode).toBe(403);
    expect((await download('format=csv', retailer)).statusCode).toBe(403);
  });
});
