ALTER TABLE "assignments" ADD COLUMN "phrase" jsonb;--> statement-breakpoint
-- An assignment a transfer brought said "Transfer TR-000001" in its notes, in English; it gets its
-- key (decision 0165). The words stay as written (an upgrade changes no old column).
UPDATE "assignments" a SET "phrase" = jsonb_build_object('key', 'transferReceived', 'params',
    jsonb_build_object('transferNumber', t."transfer_number"))
  FROM "transfers" t
 WHERE t."status" = 'ACCEPTED' AND a."notes" = 'Transfer ' || t."transfer_number"
   AND a."distributor_id" = t."to_distributor_id";
