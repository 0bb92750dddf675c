import { z } from 'zod';

/** A calendar month, 'YYYY-MM'. */
export const BillingMonth = z
  .string()
  .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, 'Invalid month, expected YYYY-MM');
export type BillingMonth = z.infer<typeof BillingMonth>;
