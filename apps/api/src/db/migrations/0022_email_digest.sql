CREATE TABLE "email_digest_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_delivery" text NOT NULL,
	CONSTRAINT "notification_settings_email_delivery" CHECK ("notification_settings"."email_delivery" IN ('perEvent', 'dailyDigest'))
);
--> statement-breakpoint
ALTER TABLE "email_digest_items" ADD CONSTRAINT "email_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_digest_items_user_event_idx" ON "email_digest_items" USING btree ("user_id","event_id");