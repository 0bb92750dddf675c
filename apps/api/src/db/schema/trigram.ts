import { sql } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/** A GIN trigram index, so `col ILIKE '%term%'` searches use an index (needs pg_trgm). */
export function trigramIndex(name: string, column: PgColumn) {
  return index(name).using('gin', sql`${column} gin_trgm_ops`);
}
