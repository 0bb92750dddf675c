import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search term is matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive substring match of `term` over any of the columns (served by the pg_trgm
 * indexes). Answers undefined for an empty term.
 */
export function searchAny(term: string | undefined, columns: (Column | SQL)[]): SQL | undefined {
  const t = term?.trim();
  if (!t) return undefined;
  const pattern = likePattern(t);
  return or(...columns.map((c) => ilike(c, pattern)));
}
