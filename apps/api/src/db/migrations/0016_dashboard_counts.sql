CREATE TABLE "activation_count_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"holder_id" integer NOT NULL,
	"activation_state" text NOT NULL,
	"service_provider_id" integer,
	"allotted_day" date,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_count_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"level" text NOT NULL,
	"holder_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activation_count_deltas_holder_idx" ON "activation_count_deltas" USING btree ("level","holder_id");--> statement-breakpoint
CREATE INDEX "status_count_deltas_holder_idx" ON "status_count_deltas" USING btree ("level","holder_id");--> statement-breakpoint
-- Orders and assignments by status, kept like the machine counts (0005): one grouped insert per
-- statement into status_count_deltas, `subject` the table written. `moved` is +1 per new row and
-- -1 per old row; each row counts at the 'all' level and at its distributor's and retailer's.
CREATE OR REPLACE FUNCTION status_counts_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO status_count_deltas (subject, level, holder_id, status, n)
    SELECT TG_TABLE_NAME, l.level, l.holder_id, r.status, count(*)
      FROM new_rows r
     CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', r.distributor_id), ('retailer', r.retailer_id)) AS l(level, holder_id)
     WHERE l.holder_id IS NOT NULL
     GROUP BY 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO status_count_deltas (subject, level, holder_id, status, n)
    SELECT TG_TABLE_NAME, l.level, l.holder_id, r.status, -count(*)
      FROM old_rows r
     CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', r.distributor_id), ('retailer', r.retailer_id)) AS l(level, holder_id)
     WHERE l.holder_id IS NOT NULL
     GROUP BY 2, 3, 4;
  ELSE
    INSERT INTO status_count_deltas (subject, level, holder_id, status, n)
    SELECT TG_TABLE_NAME, l.level, l.holder_id, r.status, sum(r.moved)
      FROM (SELECT distributor_id, retailer_id, status, -1 AS moved FROM old_rows
            UNION ALL
            SELECT distributor_id, retailer_id, status, 1 FROM new_rows) AS r
     CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', r.distributor_id), ('retailer', r.retailer_id)) AS l(level, holder_id)
     WHERE l.holder_id IS NOT NULL
     GROUP BY 2, 3, 4
    HAVING sum(r.moved) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER status_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_track();
--> statement-breakpoint
CREATE TRIGGER status_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_track();
--> statement-breakpoint
CREATE TRIGGER status_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_track();
--> statement-breakpoint
CREATE TRIGGER status_counts_insert AFTER INSERT ON assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_track();
--> statement-breakpoint
CREATE TRIGGER status_counts_update AFTER UPDATE ON assignments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_track();
--> statement-breakpoint
CREATE TRIGGER status_counts_delete AFTER DELETE ON assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_track();
--> statement-breakpoint
-- The activation funnel's groups of a device: only devices at a retailer with an activation state
-- count; ALLOTTED and INSTALLED ones (those that can turn idle) also by provider and India's day
-- of the allotment, so the idle count can be read for any day.
CREATE OR REPLACE FUNCTION activation_group(retailer_id integer, activation_state text,
  service_provider_id integer, allotted_at timestamptz)
RETURNS TABLE (state text, provider_id integer, allotted_day date) AS $$
  SELECT activation_state,
         CASE WHEN activation_state IN ('ALLOTTED', 'INSTALLED') THEN service_provider_id END,
         CASE WHEN activation_state IN ('ALLOTTED', 'INSTALLED') THEN (allotted_at AT TIME ZONE 'Asia/Kolkata')::date END
   WHERE retailer_id IS NOT NULL AND activation_state IS NOT NULL
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activation_counts_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activation_count_deltas (level, holder_id, activation_state, service_provider_id, allotted_day, n)
    SELECT l.level, l.holder_id, g.state, g.provider_id, g.allotted_day, count(*)
      FROM new_rows m
     CROSS JOIN LATERAL activation_group(m.retailer_id, m.activation_state, m.service_provider_id, m.allotted_at) AS g
     CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', m.distributor_id), ('retailer', m.retailer_id)) AS l(level, holder_id)
     WHERE l.holder_id IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO activation_count_deltas (level, holder_id, activation_state, service_provider_id, allotted_day, n)
    SELECT l.level, l.holder_id, g.state, g.provider_id, g.allotted_day, -count(*)
      FROM old_rows m
     CROSS JOIN LATERAL activation_group(m.retailer_id, m.activation_state, m.service_provider_id, m.allotted_at) AS g
     CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', m.distributor_id), ('retailer', m.retailer_id)) AS l(level, holder_id)
     WHERE l.holder_id IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO activation_count_deltas (level, holder_id, activation_state, service_provider_id, allotted_day, n)
    SELECT l.level, l.holder_id, g.state, g.provider_id, g.allotted_day, sum(m.moved)
      FROM (SELECT distributor_id, retailer_id, activation_state, service_provider_id, allotted_at, -1 AS moved FROM old_rows
            UNION ALL
            SELECT distributor_id, retailer_id, activation_state, service_provider_id, allotted_at, 1 FROM new_rows) AS m
     CROSS JOIN LATERAL activation_group(m.retailer_id, m.activation_state, m.service_provider_id, m.allotted_at) AS g
     CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', m.distributor_id), ('retailer', m.retailer_id)) AS l(level, holder_id)
     WHERE l.holder_id IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5
    HAVING sum(m.moved) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER activation_counts_insert AFTER INSERT ON machines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activation_counts_track();
--> statement-breakpoint
CREATE TRIGGER activation_counts_update AFTER UPDATE ON machines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activation_counts_track();
--> statement-breakpoint
CREATE TRIGGER activation_counts_delete AFTER DELETE ON machines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activation_counts_track();
--> statement-breakpoint
-- Counts orders, assignments and the funnel again from their tables: for this migration (the rows
-- a database already holds), and after a load that bypassed the triggers (as machine_counts_rebuild).
-- Writers to those tables wait while it runs.
CREATE OR REPLACE FUNCTION dashboard_counts_rebuild() RETURNS void AS $$
BEGIN
  LOCK TABLE orders, assignments, machines IN SHARE MODE;
  DELETE FROM status_count_deltas;
  INSERT INTO status_count_deltas (subject, level, holder_id, status, n)
  SELECT r.subject, l.level, l.holder_id, r.status, count(*)
    FROM (SELECT 'orders' AS subject, distributor_id, retailer_id, status FROM orders
          UNION ALL
          SELECT 'assignments', distributor_id, retailer_id, status FROM assignments) AS r
   CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', r.distributor_id), ('retailer', r.retailer_id)) AS l(level, holder_id)
   WHERE l.holder_id IS NOT NULL
   GROUP BY 1, 2, 3, 4;
  DELETE FROM activation_count_deltas;
  INSERT INTO activation_count_deltas (level, holder_id, activation_state, service_provider_id, allotted_day, n)
  SELECT l.level, l.holder_id, g.state, g.provider_id, g.allotted_day, count(*)
    FROM machines m
   CROSS JOIN LATERAL activation_group(m.retailer_id, m.activation_state, m.service_provider_id, m.allotted_at) AS g
   CROSS JOIN LATERAL (VALUES ('all', 0), ('distributor', m.distributor_id), ('retailer', m.retailer_id)) AS l(level, holder_id)
   WHERE l.holder_id IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT dashboard_counts_rebuild();
