import { ReportPreviewResponse } from '@dd/contract';
import { expect } from 'vitest';
import type { TestApp } from './app';

type Headers = Record<string, string> | undefined;

/** GET /api/reports/{type} with `query` (none when empty), as `headers` (undefined: anonymous). */
export const reportRequest = (
  t: Pick<TestApp, 'app'>,
  type: string,
  query: string,
  headers: Headers,
) =>
  t.app.inject({ method: 'GET', url: `/api/reports/${type}${query ? `?${query}` : ''}`, headers });

/** A report preview's answer, checked: 200, in the contract's shape. */
export async function reportPreview(
  t: Pick<TestApp, 'app'>,
  type: string,
  query: string,
  headers: Headers,
) {
  const res = await reportRequest(t, type, query, headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(ReportPreviewResponse.safeParse(body).success).toBe(true);
  return body;
}

/** The ids of a report preview's rows (the answer checked: 200, in shape), and its total. */
export async function reportIds(
  t: Pick<TestApp, 'app'>,
  type: string,
  query: string,
  headers: Headers,
) {
  const body = (await reportPreview(t, type, query, headers)) as ReportPreviewResponse;
  return { rows: body.rows.map((r) => r['id']), total: body.total };
}
