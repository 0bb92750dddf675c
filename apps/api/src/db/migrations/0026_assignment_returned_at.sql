ALTER TABLE "assignments" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
-- Assignments returned before this migration: the time of their last change to RETURNED in the
-- history, else their last update (decision 0164).
UPDATE "assignments" a SET "returned_at" = coalesce(
       (SELECT max(l."at") FROM "audit_log" l
         WHERE l."entity_type" = 'assignment' AND l."entity_id" = a."id"
           AND l."after" ->> 'status' = 'RETURNED'),
       a."updated_at")
 WHERE a."status" = 'RETURNED';
