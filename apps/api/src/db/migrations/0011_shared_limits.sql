CREATE TABLE "rate_limit_counters" (
	"window_start" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_window_start_key_pk" PRIMARY KEY("window_start","key")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_ip_idx" ON "sign_in_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_ip_idx" ON "sign_in_failures" USING btree ("email","ip","at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_at_idx" ON "sign_in_failures" USING btree ("at");