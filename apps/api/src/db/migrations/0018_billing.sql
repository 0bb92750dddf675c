CREATE TABLE "billing_plan_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"monthly_rent_paise" bigint NOT NULL,
	"deposit_paise" bigint NOT NULL,
	"activation_commission_paise" bigint NOT NULL,
	"monthly_commission_paise" bigint NOT NULL,
	"clawback_days" integer NOT NULL,
	"gst_rate_percent" integer NOT NULL,
	"sac_code" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"machine_type" text NOT NULL,
	"model" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"drafts" integer NOT NULL,
	"lines" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"issued_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_billing" (
	"distributor_id" integer PRIMARY KEY NOT NULL,
	"payment_terms_days" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_billing_plans" (
	"distributor_id" integer NOT NULL,
	"machine_type" text NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "distributor_billing_plans_distributor_id_machine_type_pk" PRIMARY KEY("distributor_id","machine_type")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"machine_id" integer,
	"kind" text NOT NULL,
	"serial_number" text NOT NULL,
	"description" text NOT NULL,
	"days" integer,
	"rate_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"taxable" boolean NOT NULL,
	"gst_rate_percent" integer NOT NULL,
	"sac_code" text NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"distributor_id" integer NOT NULL,
	"month" date NOT NULL,
	"supplier_state_code" text,
	"place_of_supply" text,
	"same_state" boolean NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"non_taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"round_off_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"issued_on" date,
	"due_date" date,
	"issued_by" integer,
	"issued_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_holding_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"retailer_id" integer,
	"held_from" timestamp with time zone NOT NULL,
	"held_to" timestamp with time zone,
	"stint_from" timestamp with time zone NOT NULL,
	"left_distributor" boolean
);
--> statement-breakpoint
ALTER TABLE "billing_plan_versions" ADD CONSTRAINT "billing_plan_versions_plan_id_billing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plan_versions" ADD CONSTRAINT "billing_plan_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_billing" ADD CONSTRAINT "distributor_billing_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_billing_plans" ADD CONSTRAINT "distributor_billing_plans_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_billing_plans" ADD CONSTRAINT "distributor_billing_plans_plan_id_billing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_holding_periods" ADD CONSTRAINT "machine_holding_periods_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plan_versions_month_key" ON "billing_plan_versions" USING btree ("plan_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plans_default_key" ON "billing_plans" USING btree ("machine_type",coalesce("model", '')) WHERE "billing_plans"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_key" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_machine_idx" ON "invoice_lines" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_month_idx" ON "invoices" USING btree ("month","distributor_id");--> statement-breakpoint
CREATE INDEX "invoices_distributor_idx" ON "invoices" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_holding_periods_open_key" ON "machine_holding_periods" USING btree ("machine_id") WHERE "machine_holding_periods"."held_to" IS NULL;--> statement-breakpoint
CREATE INDEX "machine_holding_periods_machine_idx" ON "machine_holding_periods" USING btree ("machine_id","held_from");--> statement-breakpoint
CREATE INDEX "machine_holding_periods_from_idx" ON "machine_holding_periods" USING btree ("held_from");--> statement-breakpoint
CREATE INDEX "machine_holding_periods_to_idx" ON "machine_holding_periods" USING btree ("held_to");--> statement-breakpoint
-- Holding periods follow the machines' holder columns, whoever writes them (decision 0142): one
-- UPDATE closes the open periods of the devices whose holder changed, one INSERT opens the new
-- holder's, whatever the statement's row count. A move within a distributor (to or from one of
-- its retailers) goes on its stint; a change of distributor or a return starts a new one.
CREATE OR REPLACE FUNCTION machine_holding_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO machine_holding_periods (machine_id, distributor_id, retailer_id, held_from, stint_from)
    SELECT n.id, n.distributor_id, n.retailer_id, now(), now()
      FROM new_rows n
     WHERE n.distributor_id IS NOT NULL;
    RETURN NULL;
  END IF;
  UPDATE machine_holding_periods p
     SET held_to = now(), left_distributor = c.new_distributor IS DISTINCT FROM c.old_distributor
    FROM (SELECT n.id, o.distributor_id AS old_distributor, n.distributor_id AS new_distributor
            FROM old_rows o JOIN new_rows n ON n.id = o.id
           WHERE o.distributor_id IS DISTINCT FROM n.distributor_id
              OR o.retailer_id IS DISTINCT FROM n.retailer_id) c
   WHERE p.machine_id = c.id AND p.held_to IS NULL;
  INSERT INTO machine_holding_periods (machine_id, distributor_id, retailer_id, held_from, stint_from)
  SELECT n.id, n.distributor_id, n.retailer_id, now(), coalesce(last.stint_from, now())
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    LEFT JOIN LATERAL (
      SELECT p.stint_from FROM machine_holding_periods p
       WHERE p.machine_id = n.id AND p.held_to = now() AND NOT p.left_distributor
       ORDER BY p.id DESC LIMIT 1
    ) last ON true
   WHERE n.distributor_id IS NOT NULL
     AND (o.distributor_id IS DISTINCT FROM n.distributor_id
          OR o.retailer_id IS DISTINCT FROM n.retailer_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER machine_holding_insert AFTER INSERT ON machines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION machine_holding_track();
--> statement-breakpoint
CREATE TRIGGER machine_holding_update AFTER UPDATE ON machines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION machine_holding_track();
--> statement-breakpoint
-- The devices held today: an open period each, from when their ACTIVE assignment began (the
-- machine's last change when none is found). Earlier history starts here.
INSERT INTO machine_holding_periods (machine_id, distributor_id, retailer_id, held_from, stint_from)
SELECT m.id, m.distributor_id, m.retailer_id, s.since, s.since
  FROM machines m
  CROSS JOIN LATERAL (
    SELECT coalesce(max(a.created_at), m.updated_at) AS since
      FROM assignment_machines am JOIN assignments a ON a.id = am.assignment_id
     WHERE am.machine_id = m.id AND am.active
  ) s
 WHERE m.distributor_id IS NOT NULL;
