CREATE TABLE "machine_swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"faulty_machine_id" integer NOT NULL,
	"replacement_machine_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"retailer_id" integer,
	"service_provider_id" integer,
	"reason" text NOT NULL,
	"mapping" jsonb,
	"swapped_by" integer,
	"swapped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rma_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_number" text NOT NULL,
	"service_provider_id" integer NOT NULL,
	"reference" text NOT NULL,
	"courier_name" text,
	"tracking_number" text,
	"status" text DEFAULT 'SENT' NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone,
	"closed_by" integer,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rma_items" (
	"batch_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"outcome" text,
	"replacement_serial" text,
	"replacement_machine_id" integer,
	"outcome_note" text,
	CONSTRAINT "rma_items_batch_id_machine_id_pk" PRIMARY KEY("batch_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_machines" (
	"transfer_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	"pending" boolean DEFAULT true NOT NULL,
	CONSTRAINT "transfer_machines_transfer_id_machine_id_pk" PRIMARY KEY("transfer_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_number" text NOT NULL,
	"from_distributor_id" integer NOT NULL,
	"to_distributor_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"notes" text,
	"refusal_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "transfers_other_distributor" CHECK ("transfers"."from_distributor_id" <> "transfers"."to_distributor_id")
);
--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "idle_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "swap_mapping" text DEFAULT 'CARRY_OVER' NOT NULL;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "pin_code" text;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "kyc_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "kyc_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "kyc_updated_by" integer;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "kyc_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "pin_code" text;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "kyc_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "kyc_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "kyc_updated_by" integer;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "kyc_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "activation_state" text;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "allotted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "installed_on" date;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "installed_by" integer;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "install_location" text;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "activated_on" date;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "activation_ref" text;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "faulty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "machine_swaps" ADD CONSTRAINT "machine_swaps_faulty_machine_id_machines_id_fk" FOREIGN KEY ("faulty_machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_swaps" ADD CONSTRAINT "machine_swaps_replacement_machine_id_machines_id_fk" FOREIGN KEY ("replacement_machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_swaps" ADD CONSTRAINT "machine_swaps_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_swaps" ADD CONSTRAINT "machine_swaps_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_swaps" ADD CONSTRAINT "machine_swaps_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_swaps" ADD CONSTRAINT "machine_swaps_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_swaps" ADD CONSTRAINT "machine_swaps_swapped_by_users_id_fk" FOREIGN KEY ("swapped_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_batches" ADD CONSTRAINT "rma_batches_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_batches" ADD CONSTRAINT "rma_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_batches" ADD CONSTRAINT "rma_batches_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_batches" ADD CONSTRAINT "rma_batches_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_items" ADD CONSTRAINT "rma_items_batch_id_rma_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."rma_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_items" ADD CONSTRAINT "rma_items_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_items" ADD CONSTRAINT "rma_items_replacement_machine_id_machines_id_fk" FOREIGN KEY ("replacement_machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_machines" ADD CONSTRAINT "transfer_machines_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_machines" ADD CONSTRAINT "transfer_machines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_distributor_id_distributors_id_fk" FOREIGN KEY ("from_distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_distributor_id_distributors_id_fk" FOREIGN KEY ("to_distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_swaps_faulty_idx" ON "machine_swaps" USING btree ("faulty_machine_id");--> statement-breakpoint
CREATE INDEX "machine_swaps_replacement_idx" ON "machine_swaps" USING btree ("replacement_machine_id");--> statement-breakpoint
CREATE INDEX "machine_swaps_distributor_idx" ON "machine_swaps" USING btree ("distributor_id","swapped_at");--> statement-breakpoint
CREATE INDEX "machine_swaps_at_idx" ON "machine_swaps" USING btree ("swapped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rma_batches_number_key" ON "rma_batches" USING btree ("batch_number");--> statement-breakpoint
CREATE INDEX "rma_batches_provider_idx" ON "rma_batches" USING btree ("service_provider_id","created_at");--> statement-breakpoint
CREATE INDEX "rma_batches_status_idx" ON "rma_batches" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rma_items_one_open" ON "rma_items" USING btree ("machine_id") WHERE "rma_items"."open";--> statement-breakpoint
CREATE INDEX "rma_items_machine_idx" ON "rma_items" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_machines_one_pending" ON "transfer_machines" USING btree ("machine_id") WHERE "transfer_machines"."pending";--> statement-breakpoint
CREATE INDEX "transfer_machines_machine_idx" ON "transfer_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_number_key" ON "transfers" USING btree ("transfer_number");--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("from_distributor_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("to_distributor_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_status_idx" ON "transfers" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_installed_by_users_id_fk" FOREIGN KEY ("installed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machines_activation_idx" ON "machines" USING btree ("activation_state","allotted_at");--> statement-breakpoint
UPDATE "machines" SET "activation_state" = 'ALLOTTED', "allotted_at" = "updated_at"
  WHERE "retailer_id" IS NOT NULL AND "status" = 'ASSIGNED';
