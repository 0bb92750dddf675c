-- Indexes behind the machines list sorts (lib/sorting.ts): each sorted column then id, the
-- tie-breaker, so a sorted page is read from the index in order instead of sorting 1M rows.
-- (status, id) and (machine_type, id) exist already; serial_number is unique.
DROP INDEX "machines_created_idx";--> statement-breakpoint
CREATE INDEX "machines_created_id_idx" ON "machines" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "machines_model_id_idx" ON "machines" USING btree ("model","id");