import { REPORT_ACCESS, REPORT_TYPES } from '@dd/contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../access/principal';
import { loginAs, createTwoDistributors } from '../../../test/app';
import { createMachine } from '../../../test/factories/reporting';
import { reportBatches, reportSelect } from './report-sql';
import { useTestApp } from '../../../test/use-app';

const t = useTestApp();
let ids: { a: number; b: number; a1: number };
beforeAll(async () => {
  const { a, b, ra: a1 } = await createTwoDistributors(t.database);
  ids = { a: a.id, b: b.id, a1: a1.id };
});

const get = (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('report previews: who may call them', () => {
  it.each(REPORT_TYPES)('refuses an anonymous caller of /reports/%s with 401', async (type) => {
    const res = await get(`/api/reports/${type}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
  });

  it.each(REPORT_TYPES)(
    'refuses a retailer /reports/%s with 403, whatever the filters',
    async (type) => {
      const r = await loginAs(t, 'retailer', { retailerId: ids.a1 });
      for (const query of ['', `?distributorId=${ids.a}`, '?status=BROKEN']) {
        const res = await get(`/api/reports/${type}${query}`, r.auth);
        expect(res.statusCode, query).toBe(403);
        expect(res.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
      }
    },
  );

  it.each(REPORT_TYPES)('lets an admin and a distributor call /reports/%s', async (type) => {
    const admin = await loginAs(t, 'admin');
    const d = await loginAs(t, 'distributor', { distributorId: ids.a });
    for (const auth of [admin.auth, d.auth]) {
      const res = await get(`/api/reports/${type}`, auth);
      // The RMA batches report is admin only (REPORT_ACCESS): a distributor gets 403.
      if (auth === d.auth && REPORT_ACCESS[type] === 'reports:admin') {
        expect(res.statusCode).toBe(403);
        continue;
      }
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ type, page: 1, pageSize: 50 });
    }
  });

  it('answers 404 for an unknown report type', async () => {
    const admin = await loginAs(t, 'admin');
    const res = await get('/api/reports/orders', admin.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual(expect.any(String));
  });
});

describe('the report query (shared with the exports)', () => {
  const principal = (over: Partial<Principal>): Principal => ({
    userId: 1,
    name: 'x',
    role: 'admin',
    distributorId: null,
    retailerId: null,
    sessionId: 's',
    twoFactorEnabled: false,
    ...over,
  });

  it('streams every row in id order in keyset batches, scoped like the preview', async () => {
    const made: number[] = [];
    for (let i = 0; i < 7; i++) {
      const m = await createMachine(
        t.database,
        i % 2 ? { status: 'ASSIGNED', distributorId: ids.a } : {},
      );
      made.push(m.id);
    }
    const all: unknown[][] = [];
    for await (const batch of reportBatches(t.database.db, 'machines', principal({}), {}, 3)) {
      all.push(batch.map((r) => r['id']));
    }
    expect(all).toEqual([made.slice(0, 3), made.slice(3, 6), made.slice(6)]);

    const scoped: unknown[] = [];
    const a = principal({ role: 'distributor', distributorId: ids.a });
    for await (const batch of reportBatches(t.database.db, 'machines', a, {}, 2)) {
      scoped.push(...batch.map((r) => r['id']));
    }
    expect(scoped).toEqual(made.filter((_, i) => i % 2));

    const none = principal({ role: 'distributor', distributorId: ids.b });
    const empty = [];
    for await (const batch of reportBatches(t.database.db, 'machines', none, {}, 2))
      empty.push(batch);
    expect(empty).toEqual([]);
  });

  it('passes filter values as parameters, never as SQL text', () => {
    const evil = "x'); DROP TABLE machines; --";
    const query = reportSelect('machines', principal({}), { manufacturer: evil });
    const rendered = new PgDialect().sqlToQuery(query);
    expect(rendered.sql).not.toContain('DROP TABLE');
    expect(rendered.params).toContain(evil);
    expect(rendered.sql).toMatch(/ORDER BY "machines"\."id"$/);
  });
});
