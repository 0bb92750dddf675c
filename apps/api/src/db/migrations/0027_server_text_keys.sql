ALTER TABLE "order_status_events" ADD COLUMN "phrase" jsonb;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD COLUMN "phrase" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "phrase" jsonb;--> statement-breakpoint
ALTER TABLE "refund_voucher_lines" ADD COLUMN "phrase" jsonb;--> statement-breakpoint
-- The texts written before this migration get their key (decision 0165): an order's creation
-- entry, and the lines a billing run or a credit note made, read back from their English words.
-- The words stay as written (an upgrade changes no old column).
UPDATE "order_status_events" e SET "phrase" = '{"key":"orderCreated","params":{}}'
 WHERE e."notes" = 'Order created' AND e."status" = 'PENDING'
   AND e."id" = (SELECT min(f."id") FROM "order_status_events" f WHERE f."order_id" = e."order_id");
--> statement-breakpoint
CREATE FUNCTION "ddc_line_phrase"(t text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN t ~ '^Rent: \S+ .*, \d+ of \d+ days$' THEN (
      SELECT jsonb_build_object('key', 'rent', 'params', jsonb_build_object(
        'machineType', m[1], 'model', m[2], 'days', m[3]::int, 'monthDays', m[4]::int))
        FROM regexp_match(t, '^Rent: (\S+) (.*), (\d+) of (\d+) days$') m)
    WHEN t ~ '^Deposit refund: \S+ .* returned$' THEN (
      SELECT jsonb_build_object('key', 'depositRefund', 'params',
        jsonb_build_object('machineType', m[1], 'model', m[2]))
        FROM regexp_match(t, '^Deposit refund: (\S+) (.*) returned$') m)
    WHEN t ~ '^Deposit: \S+ .*$' THEN (
      SELECT jsonb_build_object('key', 'deposit', 'params',
        jsonb_build_object('machineType', m[1], 'model', m[2]))
        FROM regexp_match(t, '^Deposit: (\S+) (.*)$') m)
    WHEN t ~ '^Credit of rent \(SAC \S+, GST \d+%\)$' THEN (
      SELECT jsonb_build_object('key', 'rentCredit', 'params',
        jsonb_build_object('sacCode', m[1], 'gstRatePercent', m[2]::int))
        FROM regexp_match(t, '^Credit of rent \(SAC (\S+), GST (\d+)%\)$') m)
    WHEN t = 'Credit of deposits (not taxable)' THEN '{"key":"depositCredit","params":{}}'::jsonb
  END
$$;
--> statement-breakpoint
UPDATE "invoice_lines" SET "phrase" = "ddc_line_phrase"("description");
--> statement-breakpoint
UPDATE "credit_note_lines" SET "phrase" = "ddc_line_phrase"("description");
--> statement-breakpoint
UPDATE "refund_voucher_lines" SET "phrase" = "ddc_line_phrase"("description");
--> statement-breakpoint
DROP FUNCTION "ddc_line_phrase"(text);
