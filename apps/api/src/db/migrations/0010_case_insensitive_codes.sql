-- Serial numbers, TIDs and QR codes become unique ignoring letter case
-- (docs/decisions/0058-case-insensitive-codes.md): `CASE-1-a` and `case-1-A` are the same
-- machine. Machines that already clash that way stop the upgrade here, before any index
-- changes, with the list of them; the operator gives one machine of each group another value
-- and starts the server again
-- (README.md, "Upgrading").
DO $$
DECLARE
  groups int;
  listing text;
BEGIN
  SELECT count(*), string_agg(format('  %s %s: %s', field, folded, clashing), E'\n' ORDER BY n)
           FILTER (WHERE n <= 100)
    INTO groups, listing
    FROM (
      SELECT c.*, row_number() OVER (ORDER BY rank, folded COLLATE "C") AS n
        FROM (
          SELECT 1 AS rank, 'serial number' AS field, lower(serial_number) AS folded,
                 string_agg(format('machine %s "%s"', id, serial_number), ', ' ORDER BY id) AS clashing
            FROM machines GROUP BY lower(serial_number) HAVING count(*) > 1
          UNION ALL
          SELECT 2, 'TID', lower(tid),
                 string_agg(format('machine %s "%s"', id, tid), ', ' ORDER BY id)
            FROM machines WHERE tid IS NOT NULL GROUP BY lower(tid) HAVING count(*) > 1
          UNION ALL
          SELECT 3, 'QR code', lower(qr_code),
                 string_agg(format('machine %s "%s"', id, qr_code), ', ' ORDER BY id)
            FROM machines WHERE qr_code IS NOT NULL GROUP BY lower(qr_code) HAVING count(*) > 1
        ) c
    ) numbered;
  IF groups > 0 THEN
    RAISE EXCEPTION 'Upgrade stopped: % group(s) of machines have serial numbers, TIDs or QR codes that differ only in letter case, which must now be unique ignoring case', groups
      USING DETAIL = listing || CASE WHEN groups > 100 THEN format(E'\n  ... and %s more', groups - 100) ELSE '' END,
            HINT = 'Give every machine but one of each group another value (or clear its TID / QR code), with the previous version running or in SQL (UPDATE machines SET tid = ... WHERE id = ...), then start the server again. Nothing was changed. README.md, "Upgrading".';
  END IF;
END $$;--> statement-breakpoint
-- The exact serial index stays: the list's serial sort and exact lookups read it.
CREATE UNIQUE INDEX "machines_serial_lower_key" ON "machines" USING btree (lower("serial_number"));--> statement-breakpoint
DROP INDEX "machines_tid_key";--> statement-breakpoint
CREATE UNIQUE INDEX "machines_tid_key" ON "machines" USING btree (lower("tid")) WHERE "machines"."tid" IS NOT NULL;--> statement-breakpoint
DROP INDEX "machines_qr_key";--> statement-breakpoint
CREATE UNIQUE INDEX "machines_qr_key" ON "machines" USING btree (lower("qr_code")) WHERE "machines"."qr_code" IS NOT NULL;--> statement-breakpoint
-- Statistics of the new expressions, for the duplicate lookups' plans.
ANALYZE machines;
