CREATE TABLE "machine_count_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"holder_id" integer NOT NULL,
	"machine_type" text NOT NULL,
	"status" text NOT NULL,
	"partner_type" text,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "machine_count_deltas_holder_idx" ON "machine_count_deltas" USING btree ("level","holder_id");--> statement-breakpoint
-- One grouped insert per statement, however many machines it touches (a 500-machine booking
-- appends a dozen rows). `moved` is +1 per new row and -1 per old row; each row counts at the
-- 'all' level and at its holders' levels.
CREATE OR REPLACE FUNCTION machine_counts_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO machine_count_deltas (level, holder_id, machine_type, status, partner_type, n)
    SELECT l.level, l.holder_id, m.machine_type, m.status, m.partner_type, count(*)
      FROM new_rows m
     CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', m.distributor_id), ('retailer', m.retailer_id)) AS l(level, holder_id)
     WHERE l.holder_id IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO machine_count_deltas (level, holder_id, machine_type, status, partner_type, n)
    SELECT l.level, l.holder_id, m.machine_type, m.status, m.partner_type, -count(*)
      FROM old_rows m
     CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', m.distributor_id), ('retailer', m.retailer_id)) AS l(level, holder_id)
     WHERE l.holder_id IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO machine_count_deltas (level, holder_id, machine_type, status, partner_type, n)
    SELECT l.level, l.holder_id, m.machine_type, m.status, m.partner_type, sum(m.n)
      FROM (SELECT distributor_id, retailer_id, machine_type, status, partner_type, -1 AS n FROM old_rows
            UNION ALL
            SELECT distributor_id, retailer_id, machine_type, status, partner_type, 1 FROM new_rows) AS m
     CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', m.distributor_id), ('retailer', m.retailer_id)) AS l(level, holder_id)
     WHERE l.holder_id IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5
    HAVING sum(m.n) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER machine_counts_insert AFTER INSERT ON machines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION machine_counts_track();
--> statement-breakpoint
CREATE TRIGGER machine_counts_update AFTER UPDATE ON machines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION machine_counts_track();
--> statement-breakpoint
CREATE TRIGGER machine_counts_delete AFTER DELETE ON machines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION machine_counts_track();
--> statement-breakpoint
-- Counts everything again from the machines: for this migration (the machines a database already
-- holds), and after a load that bypassed the triggers (session_replication_role = replica, a
-- data-only restore with --disable-triggers). Writers to machines wait while it runs.
CREATE OR REPLACE FUNCTION machine_counts_rebuild() RETURNS void AS $$
BEGIN
  LOCK TABLE machines IN SHARE MODE;
  DELETE FROM machine_count_deltas;
  INSERT INTO machine_count_deltas (level, holder_id, machine_type, status, partner_type, n)
  SELECT l.level, l.holder_id, m.machine_type, m.status, m.partner_type, count(*)
    FROM machines m
   CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', m.distributor_id), ('retailer', m.retailer_id)) AS l(level, holder_id)
   WHERE l.holder_id IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT machine_counts_rebuild();
