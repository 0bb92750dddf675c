-- The lowercased 6-character windows of a text: a GIN index over them finds the rows that
-- contain a 6+ character term from the term's own windows (lib/search.ts), where pg_trgm walks
-- posting lists of the whole table for trigrams like '000' that almost every serial contains.
CREATE OR REPLACE FUNCTION search_fragments(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 6)), '{}')
    FROM generate_series(1, length(t) - 5) AS i
$$;
--> statement-breakpoint
CREATE INDEX "machines_serial_fragments_idx" ON "machines" USING gin (search_fragments("serial_number"));
--> statement-breakpoint
-- Statistics of the new expression, so the planner knows a window matches few rows.
ANALYZE machines;
