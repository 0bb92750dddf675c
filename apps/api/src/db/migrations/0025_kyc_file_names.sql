-- KYC documents stored before this migration get the names the upload now gives
-- (lib/file-name.ts, decision 0160): without control, bidirectional and line-separator
-- characters, `/\:*?"<>|` as `_`, the stem cut to 100 characters and the extension of the type
-- the bytes are. Each step is the one of storedFileName, in its order.
UPDATE "merchant_documents" AS d
   SET "file_name" = coalesce(nullif(s3.stem, ''), 'document') || CASE d."content_type"
         WHEN 'image/jpeg' THEN '.jpg' WHEN 'image/png' THEN '.png' ELSE '.pdf' END
  FROM "merchant_documents" AS m
 CROSS JOIN LATERAL (SELECT regexp_replace(regexp_replace(m."file_name",
         '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]', '', 'g'),
         '[/\\:*?"<>|]', '_', 'g') AS stem) AS s1
 CROSS JOIN LATERAL (SELECT regexp_replace(regexp_replace(s1.stem, '[ .]+$', ''),
         '\.[A-Za-z0-9]{1,10}$', '') AS stem) AS s2
 CROSS JOIN LATERAL (SELECT regexp_replace(left(s2.stem, 100), '^[ .]+|[ .]+$', '', 'g') AS stem) AS s3
 WHERE m."id" = d."id";
