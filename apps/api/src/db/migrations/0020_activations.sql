CREATE TABLE "machine_activations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"activated_on" date NOT NULL,
	"activation_ref" text,
	"distributor_id" integer,
	"retailer_id" integer,
	"ended_on" date,
	"deactivated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "machine_activations" ADD CONSTRAINT "machine_activations_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_activations_key" ON "machine_activations" USING btree ("machine_id","activated_on");--> statement-breakpoint
CREATE INDEX "machine_activations_on_idx" ON "machine_activations" USING btree ("activated_on");--> statement-breakpoint
CREATE INDEX "machine_activations_ended_idx" ON "machine_activations" USING btree ("ended_on");--> statement-breakpoint
-- Every activation of a device, kept by a trigger on machines (decision 0146) as the holding
-- periods are (0018): whoever writes the lifecycle columns (a step, the activations file, a
-- device leaving its retailer, an undone return) is covered. An activation ends the day the
-- device is deactivated, or today when it leaves the merchant or is activated afresh; an undone
-- return restores the same activation (machine, date) and so opens that row again. A device is
-- created without an activation (its lifecycle starts at a retailer), so only updates count.
CREATE OR REPLACE FUNCTION machine_activation_track() RETURNS trigger AS $$
BEGIN
  UPDATE machine_activations a
     SET ended_on = (now() AT TIME ZONE INTERVAL '+05:30')::date, deactivated = false
    FROM old_rows o JOIN new_rows n ON n.id = o.id
   WHERE a.machine_id = n.id AND a.ended_on IS NULL
     AND o.activated_on IS DISTINCT FROM n.activated_on
     AND a.activated_on IS DISTINCT FROM n.activated_on;
  INSERT INTO machine_activations
    (machine_id, activated_on, activation_ref, distributor_id, retailer_id, ended_on, deactivated)
  SELECT n.id, n.activated_on, n.activation_ref, n.distributor_id, n.retailer_id,
         (n.deactivated_at AT TIME ZONE INTERVAL '+05:30')::date, n.deactivated_at IS NOT NULL
    FROM old_rows o JOIN new_rows n ON n.id = o.id
   WHERE n.activated_on IS NOT NULL
     AND (o.activated_on IS DISTINCT FROM n.activated_on
          OR o.deactivated_at IS DISTINCT FROM n.deactivated_at
          OR o.activation_ref IS DISTINCT FROM n.activation_ref)
  ON CONFLICT (machine_id, activated_on) DO UPDATE
     SET ended_on = EXCLUDED.ended_on, deactivated = EXCLUDED.deactivated,
         activation_ref = EXCLUDED.activation_ref;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER machine_activation_update AFTER UPDATE ON machines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION machine_activation_track();
--> statement-breakpoint
-- The devices activated today: their activation (earlier ones are not known: history starts here).
INSERT INTO machine_activations
  (machine_id, activated_on, activation_ref, distributor_id, retailer_id, ended_on, deactivated)
SELECT id, activated_on, activation_ref, distributor_id, retailer_id,
       (deactivated_at AT TIME ZONE INTERVAL '+05:30')::date, deactivated_at IS NOT NULL
  FROM machines WHERE activated_on IS NOT NULL;
