import { z } from 'zod';
import { Count } from './common';
import { ErrorParams } from './errors';

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
