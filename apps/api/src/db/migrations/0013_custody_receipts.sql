CREATE TABLE "stock_receipt_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"serial_number" text NOT NULL,
	"expected" boolean NOT NULL,
	"state" text NOT NULL,
	"machine_type" text,
	"model" text,
	"manufacturer" text,
	"tid" text,
	"mid" text,
	"qr_code" text,
	"sim_number" text,
	"imei" text,
	"scanned_by" integer,
	"scanned_at" timestamp with time zone,
	"resolution" text,
	"resolution_note" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"machine_id" integer
);
--> statement-breakpoint
CREATE TABLE "stock_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_number" text NOT NULL,
	"service_provider_id" integer NOT NULL,
	"reference" text NOT NULL,
	"receipt_date" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"gstin" text,
	"phone" text,
	"email" text,
	"hsn_pos" text DEFAULT '84705010' NOT NULL,
	"hsn_soundbox" text DEFAULT '85182900' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_single_row" CHECK ("organisation"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "sim_number" text;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "imei" text;--> statement-breakpoint
ALTER TABLE "order_machines" ADD COLUMN "receipt_state" text;--> statement-breakpoint
ALTER TABLE "order_machines" ADD COLUMN "receipt_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_notes" text;--> statement-breakpoint
ALTER TABLE "stock_receipt_items" ADD CONSTRAINT "stock_receipt_items_receipt_id_stock_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."stock_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt_items" ADD CONSTRAINT "stock_receipt_items_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt_items" ADD CONSTRAINT "stock_receipt_items_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt_items" ADD CONSTRAINT "stock_receipt_items_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_receipt_items_serial_key" ON "stock_receipt_items" USING btree ("receipt_id",lower("serial_number"));--> statement-breakpoint
CREATE INDEX "stock_receipt_items_line_idx" ON "stock_receipt_items" USING btree ("receipt_id","line_no");--> statement-breakpoint
CREATE INDEX "stock_receipt_items_state_idx" ON "stock_receipt_items" USING btree ("receipt_id","state");--> statement-breakpoint
CREATE INDEX "stock_receipt_items_machine_idx" ON "stock_receipt_items" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_receipts_number_key" ON "stock_receipts" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "stock_receipts_provider_idx" ON "stock_receipts" USING btree ("service_provider_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_receipts_status_idx" ON "stock_receipts" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machines_sim_key" ON "machines" USING btree (lower("sim_number")) WHERE "machines"."sim_number" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "machines_imei_key" ON "machines" USING btree ("imei") WHERE "machines"."imei" IS NOT NULL;--> statement-breakpoint
INSERT INTO "organisation" ("id") VALUES (1) ON CONFLICT DO NOTHING;
