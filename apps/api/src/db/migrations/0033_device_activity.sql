-- Device activity (decision 0176). drizzle-kit wrote this file; PARTITION BY was added by hand
-- (drizzle does not model partitioning): the partitions themselves are made and dropped by
-- db/activity-partitions.ts, ahead of the data.
CREATE TABLE "activity_count_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"holder_id" integer NOT NULL,
	"state" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_activity_days" (
	"machine_id" integer NOT NULL,
	"day" date NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"lowest_battery" smallint,
	CONSTRAINT "device_activity_days_machine_id_day_pk" PRIMARY KEY("machine_id","day")
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE TABLE "device_events" (
	"machine_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"service_provider_id" integer NOT NULL,
	"battery" smallint,
	"signal" smallint,
	"network" text,
	"app_version" text,
	"firmware" text,
	"amount_paise" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_events_machine_id_at_kind_ref_pk" PRIMARY KEY("machine_id","at","kind","ref")
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE TABLE "device_health" (
	"machine_id" integer PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"online_until" timestamp with time zone NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"first_transaction_at" timestamp with time zone,
	"last_transaction_at" timestamp with time zone,
	"battery" smallint,
	"signal" smallint,
	"network" text,
	"app_version" text,
	"firmware" text
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "heartbeat_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "active_min_transactions" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "active_min_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "activate_on_first_transaction" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "offline_alert_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "activity" text DEFAULT 'NEVER_SEEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "dormant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_plan_versions" ADD COLUMN "waive_rent_when_dormant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_plan_versions" ADD COLUMN "monthly_commission_needs_activity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_health" ADD CONSTRAINT "device_health_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_count_deltas_holder_idx" ON "activity_count_deltas" USING btree ("level","holder_id");--> statement-breakpoint
CREATE INDEX "device_health_last_seen_idx" ON "device_health" USING btree ("last_seen_at","machine_id");--> statement-breakpoint
CREATE INDEX "device_health_online_until_idx" ON "device_health" USING btree ("online_until") WHERE "device_health"."online";--> statement-breakpoint
CREATE INDEX "device_health_offline_seen_idx" ON "device_health" USING btree ("last_seen_at","machine_id") WHERE NOT "device_health"."online";--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_hash_key" ON "integration_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "integration_keys_provider_idx" ON "integration_keys" USING btree ("service_provider_id","id");--> statement-breakpoint
CREATE INDEX "machines_activity_idx" ON "machines" USING btree ("activity","id");--> statement-breakpoint
CREATE INDEX "machines_dormant_idx" ON "machines" USING btree ("id") WHERE "machines"."dormant";