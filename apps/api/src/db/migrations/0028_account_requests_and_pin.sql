CREATE TABLE "account_deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "pin_code" text;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_pending_key" ON "account_deletion_requests" USING btree ("user_id") WHERE "account_deletion_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "account_deletion_requests_status_idx" ON "account_deletion_requests" USING btree ("status","requested_at");--> statement-breakpoint
-- The organisation's PIN code had to be read from its address: the last six-digit number in it
-- (not starting with 0) becomes the field; Profile > Organisation shows it to check.
UPDATE "organisation" SET "pin_code" = substring("address" from '.*\m([1-9][0-9]{5})\M')
 WHERE "pin_code" IS NULL;
