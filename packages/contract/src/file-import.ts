import { z } from 'zod';
import { Count } from './common';
import { ErrorParams } from './errors';

/** The CSV inside a JSON import body (larger files are uploaded as text/csv). */
export const MAX_IMPORT_CSV_LENGTH = 5 * 1024 * 1024;

/** A machine import or activation file uploaded as text/csv may be this large (about 4 million rows). */
export const MAX_IMPORT_UPLOAD_BYTES = 512 * 1024 * 1024;

/** At most this many row errors are answered (the first, in row order); the counts cover all. */
export const MAX_IMPORT_ERRORS = 1000;

/** `dryRun` in the query of a file sent as the body: 'true' (the default) only checks the file. */
export const DryRunFlag = z
  .enum(['true', 'false'])
  .default('true')
  .transform((v) => v === 'true');

/** The JSON form of an import body: the file as text (up to 5 MB), and whether only to check it. */
export const csvImportBody = {
  csv: z.string().min(1, 'CSV is empty').max(MAX_IMPORT_CSV_LENGTH, 'CSV is larger than 5 MB'),
  dryRun: z.boolean().default(true),
};

/**
 * The answer of a file import (machines, activations), whose rows are refused with `codes`:
 * `error` is one refused cell (`column`) or row (`column` ''), `message` an English sentence;
 * `response` counts the rows and carries the first MAX_IMPORT_ERRORS errors in row and column
 * order, with all the file's errors counted in all and per code.
 */
export function fileImportAnswer<C extends z.ZodEnum>(codes: C) {
  const error = z.object({
    row: z.number().int(),
    column: z.string(),
    code: codes,
    params: ErrorParams.optional(),
    message: z.string(),
  });
  const response = z.object({
    dryRun: z.boolean(),
    total: Count,
    valid: Count,
    invalid: Count,
    imported: Count,
    errors: z.array(error),
    errorCount: Count,
    errorCounts: z.partialRecord(codes, Count),
    /** True when `errors` holds fewer than errorCount. */
    errorsTruncated: z.boolean(),
  });
  return { error, response };
}
