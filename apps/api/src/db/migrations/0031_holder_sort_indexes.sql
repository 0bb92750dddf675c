DROP INDEX "machines_distributor_idx";--> statement-breakpoint
DROP INDEX "machines_retailer_idx";--> statement-breakpoint
CREATE INDEX "distributors_name_idx" ON "distributors" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "retailers_name_idx" ON "retailers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "machines_distributor_idx" ON "machines" USING btree ("distributor_id","status","id");--> statement-breakpoint
CREATE INDEX "machines_retailer_idx" ON "machines" USING btree ("retailer_id","status","id");