CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"distributor_id" integer,
	"retailer_id" integer,
	"preferences" jsonb DEFAULT '{"theme":"light","language":"en","timezone":"Asia/Kolkata"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_link_matches_type" CHECK (("users"."user_type" = 'admin' AND "users"."distributor_id" IS NULL AND "users"."retailer_id" IS NULL)
        OR ("users"."user_type" = 'distributor' AND "users"."distributor_id" IS NOT NULL AND "users"."retailer_id" IS NULL)
        OR ("users"."user_type" = 'retailer' AND "users"."retailer_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "service_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"state" text,
	"gst_number" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retailers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"shop_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"state" text,
	"gst_number" text,
	"distributor_id" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"model" text NOT NULL,
	"manufacturer" text NOT NULL,
	"machine_type" text NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"partner" text,
	"partner_type" text,
	"mid" text,
	"tid" text,
	"qr_code" text,
	"has_standee" boolean DEFAULT false NOT NULL,
	"service_provider_id" integer,
	"distributor_id" integer,
	"retailer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_machines" (
	"order_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	CONSTRAINT "order_machines_order_id_machine_id_pk" PRIMARY KEY("order_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"notes" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"order_type" text NOT NULL,
	"distributor_id" integer NOT NULL,
	"retailer_id" integer,
	"service_provider_id" integer,
	"quantity" integer NOT NULL,
	"machine_type" text,
	"model" text,
	"notes" text,
	"expected_delivery_date" date,
	"delivery_address" text,
	"contact_person" text,
	"contact_phone" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_machines" (
	"assignment_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "assignment_machines_assignment_id_machine_id_pk" PRIMARY KEY("assignment_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"distributor_id" integer NOT NULL,
	"retailer_id" integer,
	"order_id" integer,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"notes" text,
	"assigned_by" integer,
	"assigned_by_role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_valid_range" CHECK ("assignments"."valid_to" IS NULL OR "assignments"."valid_to" >= "assignments"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_name" text,
	"actor_role" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_machines" ADD CONSTRAINT "order_machines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_machines" ADD CONSTRAINT "order_machines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_machines" ADD CONSTRAINT "assignment_machines_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_machines" ADD CONSTRAINT "assignment_machines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_distributor_idx" ON "users" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "users_retailer_idx" ON "users" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "distributors_status_idx" ON "distributors" USING btree ("status");--> statement-breakpoint
CREATE INDEX "distributors_city_idx" ON "distributors" USING btree ("city");--> statement-breakpoint
CREATE INDEX "distributors_state_idx" ON "distributors" USING btree ("state");--> statement-breakpoint
CREATE INDEX "distributors_created_idx" ON "distributors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "distributors_name_trgm" ON "distributors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "distributors_email_trgm" ON "distributors" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "distributors_company_trgm" ON "distributors" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "distributors_address_trgm" ON "distributors" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "distributors_city_trgm" ON "distributors" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "retailers_distributor_idx" ON "retailers" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "retailers_status_idx" ON "retailers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "retailers_city_idx" ON "retailers" USING btree ("city");--> statement-breakpoint
CREATE INDEX "retailers_created_idx" ON "retailers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "retailers_name_trgm" ON "retailers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "retailers_email_trgm" ON "retailers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "retailers_shop_trgm" ON "retailers" USING gin ("shop_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "retailers_address_trgm" ON "retailers" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "machines_serial_key" ON "machines" USING btree ("serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_tid_key" ON "machines" USING btree ("tid") WHERE "machines"."tid" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "machines_qr_key" ON "machines" USING btree ("qr_code") WHERE "machines"."qr_code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "machines_status_idx" ON "machines" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "machines_type_idx" ON "machines" USING btree ("machine_type","id");--> statement-breakpoint
CREATE INDEX "machines_manufacturer_idx" ON "machines" USING btree ("manufacturer");--> statement-breakpoint
CREATE INDEX "machines_partner_type_idx" ON "machines" USING btree ("partner_type");--> statement-breakpoint
CREATE INDEX "machines_provider_idx" ON "machines" USING btree ("service_provider_id","status");--> statement-breakpoint
CREATE INDEX "machines_distributor_idx" ON "machines" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "machines_retailer_idx" ON "machines" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "machines_created_idx" ON "machines" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "machines_serial_trgm" ON "machines" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_model_trgm" ON "machines" USING gin ("model" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_manufacturer_trgm" ON "machines" USING gin ("manufacturer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_partner_trgm" ON "machines" USING gin ("partner" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_machines_machine_idx" ON "order_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_distributor_idx" ON "orders" USING btree ("distributor_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_retailer_idx" ON "orders" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "orders_provider_idx" ON "orders" USING btree ("service_provider_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_number_trgm" ON "orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_machines_one_active" ON "assignment_machines" USING btree ("machine_id") WHERE "assignment_machines"."active";--> statement-breakpoint
CREATE INDEX "assignment_machines_machine_idx" ON "assignment_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "assignments_status_idx" ON "assignments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "assignments_distributor_idx" ON "assignments" USING btree ("distributor_id","created_at");--> statement-breakpoint
CREATE INDEX "assignments_retailer_idx" ON "assignments" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "assignments_order_idx" ON "assignments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "assignments_created_idx" ON "assignments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");