import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../src/db/rows';
import type { TestApp } from './app';

type Ctx = Pick<TestApp, 'app' | 'database'>;

/** Helpers of the merchant report tests: preview rows, and the CSV / Excel files parsed back. */

export async function preview(t: Ctx, type: string, headers: Record<string, string>, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports/${type}?pageSize=500&${query}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    columns: string[];
    fields: { key: string; header: string; kind: string }[];
    rows: Record<string, unknown>[];
    total: number;
  };
}

/** One column of a preview's rows. */
export async function column(
  t: Ctx,
  type: string,
  key: string,
  headers: Record<string, string>,
  query = '',
) {
  const res = await preview(t, type, headers, query);
  expect(res.total).toBe(res.rows.length);
  return res.rows.map((r) => r[key]);
}

/**
 * How many days `current_date` (what the idle rule counts from) is ahead of today in India on
 * this database server: 0, or 1/-1 near midnight in a server time zone other than India's.
 */
export async function dayOffset(t: Ctx): Promise<number> {
  const [r] = await rows<{ d: number }>(
    t.database.db,
    sql`SELECT (current_date - (now() AT TIME ZONE 'Asia/Kolkata')::date)::int AS "d"`,
  );
  return Number(r!.d);
}
