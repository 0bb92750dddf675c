CREATE TABLE "security_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"user_id" integer,
	"email" text,
	"actor_user_id" integer,
	"ip" text,
	"user_agent" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE INDEX "security_events_at_idx" ON "security_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "security_events_user_idx" ON "security_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "security_events_type_idx" ON "security_events" USING btree ("type","at");--> statement-breakpoint
-- A recorded security event is never rewritten (old ones may be deleted for retention).
CREATE OR REPLACE FUNCTION security_events_refuse_update() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'security_events rows are never changed';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER security_events_no_update
  BEFORE UPDATE ON security_events
  FOR EACH ROW EXECUTE FUNCTION security_events_refuse_update();
