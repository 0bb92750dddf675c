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
