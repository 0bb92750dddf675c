-- The business rules the triggers on machines, orders and assignments kept (0005, 0016, 0018,
-- 0020) are written by custody now, in the transaction of each write (decision 0169). The rows
-- they kept are left as they are: they agree with the tables up to here, and custody goes on
-- from them. The append-only guards of audit_log (0002) and security_events (0009) stay.
DROP TRIGGER machine_counts_insert ON machines;
--> statement-breakpoint
DROP TRIGGER machine_counts_update ON machines;
--> statement-breakpoint
DROP TRIGGER machine_counts_delete ON machines;
--> statement-breakpoint
DROP FUNCTION machine_counts_track();
--> statement-breakpoint
DROP FUNCTION machine_counts_rebuild();
--> statement-breakpoint
DROP TRIGGER status_counts_insert ON orders;
--> statement-breakpoint
DROP TRIGGER status_counts_update ON orders;
--> statement-breakpoint
DROP TRIGGER status_counts_delete ON orders;
--> statement-breakpoint
DROP TRIGGER status_counts_insert ON assignments;
--> statement-breakpoint
DROP TRIGGER status_counts_update ON assignments;
--> statement-breakpoint
DROP TRIGGER status_counts_delete ON assignments;
--> statement-breakpoint
DROP FUNCTION status_counts_track();
--> statement-breakpoint
DROP TRIGGER activation_counts_insert ON machines;
--> statement-breakpoint
DROP TRIGGER activation_counts_update ON machines;
--> statement-breakpoint
DROP TRIGGER activation_counts_delete ON machines;
--> statement-breakpoint
DROP FUNCTION activation_counts_track();
--> statement-breakpoint
DROP FUNCTION dashboard_counts_rebuild();
--> statement-breakpoint
DROP FUNCTION activation_group(integer, text, integer, timestamptz);
--> statement-breakpoint
DROP TRIGGER machine_holding_insert ON machines;
--> statement-breakpoint
DROP TRIGGER machine_holding_update ON machines;
--> statement-breakpoint
DROP FUNCTION machine_holding_track();
--> statement-breakpoint
DROP TRIGGER machine_activation_update ON machines;
--> statement-breakpoint
DROP FUNCTION machine_activation_track();
