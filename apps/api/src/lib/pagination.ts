import { sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** LIMIT/OFFSET of a 1-based page. */
export function pageWindow(page: number, pageSize: number) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * Lists that take either a page or `limit` (the dashboard's "recent" panels: the first `limit`
 * rows): the page and size they answer, and the window to read.
 */
export function pageOrLimit(q: { page: number; pageSize: number; limit?: number }) {
  const page = q.limit ? 1 : q.page;
  const pageSize = q.limit ?? q.pageSize;
  return { page, pageSize, ...pageWindow(page, pageSize) };
}

/**
 * One page of a list's ids under its ORDER BY, and the count of every matching row: `base` makes
 * the list's `SELECT id ... WHERE ...` (called twice: the page, and the count over it).
 */
export async function pagedIds(
  db: Executor,
  base: () => PgSelect,
  order: SQL[],
  q: { page: number; pageSize: number },
): Promise<{ ids: number[]; total: number }> {
  const { limit, offset } = pageWindow(q.page, q.pageSize);
  const page = (await base()
    .orderBy(...order)
    .limit(limit)
    .offset(offset)) as { id: number }[];
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(base().as('matching'));
  return { ids: page.map((r) => r.id), total: Number(counted!.n) };
}
