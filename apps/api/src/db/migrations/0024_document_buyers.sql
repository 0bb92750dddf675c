ALTER TABLE "credit_notes" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "refund_vouchers" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
-- Documents issued before this migration get their distributor as it is now: the best known
-- (decision 0159). Drafts get theirs when issued.
UPDATE "invoices" i SET "buyer" = jsonb_build_object(
       'name', d."company_name", 'address', d."address", 'city', d."city", 'pinCode', d."pin_code",
       'gstin', d."gst_number", 'pan', d."pan", 'state', d."state", 'phone', d."phone", 'email', d."email")
  FROM "distributors" d WHERE d."id" = i."distributor_id" AND i."status" <> 'DRAFT';
--> statement-breakpoint
UPDATE "credit_notes" c SET "buyer" = i."buyer" FROM "invoices" i WHERE i."id" = c."invoice_id";
--> statement-breakpoint
UPDATE "refund_vouchers" v SET "buyer" = jsonb_build_object(
       'name', d."company_name", 'address', d."address", 'city', d."city", 'pinCode', d."pin_code",
       'gstin', d."gst_number", 'pan', d."pan", 'state', d."state", 'phone', d."phone", 'email', d."email")
  FROM "distributors" d WHERE d."id" = v."distributor_id" AND v."status" <> 'DRAFT';
--> statement-breakpoint
UPDATE "commission_statements" s SET "buyer" = jsonb_build_object(
       'name', d."company_name", 'address', d."address", 'city', d."city", 'pinCode', d."pin_code",
       'gstin', d."gst_number", 'pan', d."pan", 'state', d."state", 'phone', d."phone", 'email', d."email",
       'tdsCertificateNumber', b."tds_certificate_number")
  FROM "distributors" d LEFT JOIN "distributor_billing" b ON b."distributor_id" = d."id"
 WHERE d."id" = s."distributor_id";
