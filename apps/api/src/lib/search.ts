import { ilike, or, sql, type Column, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search term is matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Length of the windows `search_fragments()` indexes (migration 0007). */
const FRAGMENT_LENGTH = 6;

/**
 * A column indexed by its 6-character windows as well as by trigrams: serial numbers, where a
 * trigram index is slow (`TLR000800001`: '000' is in nearly every row, so every trigram search
 * walks a posting list of the whole table).
 */
export type Fragmented = { fragments: Column };

/**
 * Case-insensitive substring match of the term in one column. On a fragmented column a term of
 * 6+ characters is looked up by its windows (a few rows), then checked with strpos, which no
 * trigram index serves: the planner cannot AND the slow trigram scan back in.
 */
function matches(column: Column | SQL | Fragmented, term: string): SQL {
  if ('fragments' in column) {
    const c = column.fragments;
    if (term.length >= FRAGMENT_LENGTH) {
      return sql`(search_fragments(${c}) @> search_fragments(${term}) AND strpos(lower(${c}), lower(${term})) > 0)`;
    }
    return ilike(c, likePattern(term));
  }
  return ilike(column, likePattern(term));
}

/**
 * Case-insensitive substring match of `term` over any of the columns (served by the pg_trgm
 * indexes, and the fragments index where given). Answers undefined for an empty term.
 */
export function searchAny(
  term: string | undefined,
  columns: (Column | SQL | Fragmented)[],
): SQL | undefined {
  const t = term?.trim();
  if (!t) return undefined;
  return or(...columns.map((c) => matches(c, t)));
}
