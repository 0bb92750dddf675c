import { expect } from 'vitest';
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
