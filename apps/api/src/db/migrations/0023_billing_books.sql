CREATE TABLE "credit_note_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"credit_note_id" integer NOT NULL,
	"invoice_line_id" bigint,
	"description" text NOT NULL,
	"serial_number" text,
	"taxable" boolean NOT NULL,
	"gst_rate_percent" integer NOT NULL,
	"sac_code" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"allocated_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_by" integer,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "billing_allocations_amount_positive" CHECK ("billing_allocations"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"distributor_id" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_payouts_amount_positive" CHECK ("billing_payouts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "commission_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'APPROVED' NOT NULL,
	"distributor_id" integer NOT NULL,
	"month" date NOT NULL,
	"activation_paise" bigint NOT NULL,
	"monthly_paise" bigint NOT NULL,
	"clawback_paise" bigint NOT NULL,
	"gross_paise" bigint NOT NULL,
	"tds_rate_bp" integer NOT NULL,
	"tds_base_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"applied_paise" bigint DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"approved_on" date NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "commission_statements_gross_positive" CHECK ("commission_statements"."gross_paise" > 0),
	CONSTRAINT "commission_statements_applied_in_range" CHECK ("commission_statements"."applied_paise" BETWEEN 0 AND "commission_statements"."net_paise")
);
--> statement-breakpoint
CREATE TABLE "refund_voucher_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_voucher_id" integer NOT NULL,
	"machine_id" integer,
	"serial_number" text NOT NULL,
	"description" text NOT NULL,
	"amount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"run_id" integer,
	"distributor_id" integer NOT NULL,
	"month" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"applied_paise" bigint DEFAULT 0 NOT NULL,
	"issued_on" date,
	"issued_by" integer,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_vouchers_amount_positive" CHECK ("refund_vouchers"."amount_paise" > 0),
	CONSTRAINT "refund_vouchers_applied_in_range" CHECK ("refund_vouchers"."applied_paise" BETWEEN 0 AND "refund_vouchers"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_paid_in_range";
--> statement-breakpoint
DROP INDEX "credit_notes_invoice_key";
--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "tds_rate_bp" integer DEFAULT 200 NOT NULL;
--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "tds_threshold_paise" bigint DEFAULT 2000000 NOT NULL;
--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "issue_state" text DEFAULT 'NONE' NOT NULL;
--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "issue_total" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "issue_done" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "issue_errors" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "issue_requested_by" integer;
--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "issue_requested_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "issue_finished_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "distributor_id" integer;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "basis" text;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "taxable_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "non_taxable_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "cgst_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "sgst_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "igst_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "round_off_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "applied_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "distributor_billing" ADD COLUMN "tds_certificate_rate_bp" integer;
--> statement-breakpoint
ALTER TABLE "distributor_billing" ADD COLUMN "tds_certificate_number" text;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "run_id" integer;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settled_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "distributor_id" integer;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "applied_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_allocations" ADD CONSTRAINT "billing_allocations_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_allocations" ADD CONSTRAINT "billing_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_allocations" ADD CONSTRAINT "billing_allocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_allocations" ADD CONSTRAINT "billing_allocations_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_payouts" ADD CONSTRAINT "billing_payouts_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_payouts" ADD CONSTRAINT "billing_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refund_voucher_lines" ADD CONSTRAINT "refund_voucher_lines_refund_voucher_id_refund_vouchers_id_fk" FOREIGN KEY ("refund_voucher_id") REFERENCES "public"."refund_vouchers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refund_vouchers" ADD CONSTRAINT "refund_vouchers_run_id_billing_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."billing_runs"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refund_vouchers" ADD CONSTRAINT "refund_vouchers_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refund_vouchers" ADD CONSTRAINT "refund_vouchers_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "credit_note_lines_note_idx" ON "credit_note_lines" USING btree ("credit_note_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_lines_invoice_line_key" ON "credit_note_lines" USING btree ("invoice_line_id");
--> statement-breakpoint
CREATE INDEX "billing_allocations_invoice_idx" ON "billing_allocations" USING btree ("invoice_id","id");
--> statement-breakpoint
CREATE INDEX "billing_allocations_source_idx" ON "billing_allocations" USING btree ("source_type","source_id");
--> statement-breakpoint
CREATE INDEX "billing_allocations_distributor_idx" ON "billing_allocations" USING btree ("distributor_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payouts_number_key" ON "billing_payouts" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "billing_payouts_distributor_idx" ON "billing_payouts" USING btree ("distributor_id","id");
--> statement-breakpoint
CREATE INDEX "billing_payouts_source_idx" ON "billing_payouts" USING btree ("source_type","source_id");
--> statement-breakpoint
CREATE INDEX "billing_payouts_paid_on_idx" ON "billing_payouts" USING btree ("paid_on");
--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statements_number_key" ON "commission_statements" USING btree ("number");
--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statements_month_key" ON "commission_statements" USING btree ("distributor_id","month");
--> statement-breakpoint
CREATE INDEX "commission_statements_month_idx" ON "commission_statements" USING btree ("month");
--> statement-breakpoint
CREATE INDEX "commission_statements_approved_on_idx" ON "commission_statements" USING btree ("approved_on");
--> statement-breakpoint
CREATE INDEX "refund_voucher_lines_voucher_idx" ON "refund_voucher_lines" USING btree ("refund_voucher_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_vouchers_number_key" ON "refund_vouchers" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "refund_vouchers_month_idx" ON "refund_vouchers" USING btree ("month","distributor_id");
--> statement-breakpoint
CREATE INDEX "refund_vouchers_distributor_idx" ON "refund_vouchers" USING btree ("distributor_id","id");
--> statement-breakpoint
CREATE INDEX "refund_vouchers_run_idx" ON "refund_vouchers" USING btree ("run_id");
--> statement-breakpoint
CREATE INDEX "refund_vouchers_issued_on_idx" ON "refund_vouchers" USING btree ("issued_on");
--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_issue_requested_by_users_id_fk" FOREIGN KEY ("issue_requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "credit_notes_distributor_idx" ON "credit_notes" USING btree ("distributor_id","id");
--> statement-breakpoint
CREATE INDEX "credit_notes_issued_on_idx" ON "credit_notes" USING btree ("issued_on");
--> statement-breakpoint
CREATE INDEX "invoices_run_idx" ON "invoices" USING btree ("run_id");
--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on");
--> statement-breakpoint
CREATE INDEX "payments_distributor_idx" ON "payments" USING btree ("distributor_id","id");
--> statement-breakpoint
-- Backfill (decision 0159): a credit note so far cancelled a whole issued invoice: its figures
-- and lines are the invoice's, and it settled it. Payments settled their invoice. A credit note
-- of a total below zero (an invoice of refunds only, cancelled) is kept as it was: the checks
-- below are NOT VALID, so they bind new rows, and such a note neither settles nor credits.
UPDATE "credit_notes" c
   SET "distributor_id" = i."distributor_id", "basis" = 'FULL',
       "taxable_paise" = i."taxable_paise", "non_taxable_paise" = i."non_taxable_paise",
       "cgst_paise" = i."cgst_paise", "sgst_paise" = i."sgst_paise", "igst_paise" = i."igst_paise",
       "round_off_paise" = i."round_off_paise", "applied_paise" = greatest(c."amount_paise", 0)
  FROM "invoices" i WHERE i."id" = c."invoice_id";
--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "distributor_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "basis" SET NOT NULL;
--> statement-breakpoint
INSERT INTO "credit_note_lines" ("credit_note_id", "invoice_line_id", "description", "serial_number",
       "taxable", "gst_rate_percent", "sac_code", "amount_paise", "cgst_paise", "sgst_paise", "igst_paise")
SELECT c."id", l."id", l."description", l."serial_number", l."taxable", l."gst_rate_percent",
       l."sac_code", l."amount_paise", l."cgst_paise", l."sgst_paise", l."igst_paise"
  FROM "credit_notes" c JOIN "invoice_lines" l ON l."invoice_id" = c."invoice_id"
 ORDER BY c."id", l."id";
--> statement-breakpoint
UPDATE "invoices" i SET "credited_paise" = greatest(c."amount_paise", 0),
       "settled_paise" = greatest(c."amount_paise", 0)
  FROM "credit_notes" c WHERE c."invoice_id" = i."id";
--> statement-breakpoint
INSERT INTO "billing_allocations" ("distributor_id", "invoice_id", "source_type", "source_id",
       "amount_paise", "allocated_on", "created_by", "created_at")
SELECT c."distributor_id", c."invoice_id", 'CREDIT_NOTE', c."id", c."amount_paise", c."issued_on",
       c."created_by", c."created_at"
  FROM "credit_notes" c WHERE c."amount_paise" > 0 ORDER BY c."id";
--> statement-breakpoint
UPDATE "payments" p SET "distributor_id" = i."distributor_id",
       "applied_paise" = CASE WHEN p."reversed_at" IS NULL THEN p."amount_paise" ELSE 0 END
  FROM "invoices" i WHERE i."id" = p."invoice_id";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "distributor_id" SET NOT NULL;
--> statement-breakpoint
INSERT INTO "billing_allocations" ("distributor_id", "invoice_id", "source_type", "source_id",
       "amount_paise", "allocated_on", "created_by", "created_at", "reversed_by", "reversed_at")
SELECT p."distributor_id", p."invoice_id", 'PAYMENT', p."id", p."amount_paise", p."paid_on",
       p."recorded_by", p."recorded_at", p."reversed_by", p."reversed_at"
  FROM "payments" p ORDER BY p."id";
--> statement-breakpoint
UPDATE "invoices" SET "settled_paise" = "settled_paise" + "paid_paise" WHERE "paid_paise" > 0;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount_paise" > 0) NOT VALID;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_applied_in_range" CHECK ("credit_notes"."applied_paise" BETWEEN 0 AND "credit_notes"."amount_paise") NOT VALID;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settled_in_range" CHECK ("invoices"."settled_paise" BETWEEN 0 AND greatest("invoices"."total_paise", 0));
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_in_range" CHECK ("invoices"."credited_paise" BETWEEN 0 AND greatest("invoices"."total_paise", 0));
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_in_range" CHECK ("invoices"."paid_paise" BETWEEN 0 AND "invoices"."settled_paise");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_applied_in_range" CHECK ("payments"."applied_paise" BETWEEN 0 AND "payments"."amount_paise");
