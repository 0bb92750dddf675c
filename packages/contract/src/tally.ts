import { z } from 'zod';

/** GET /billing/tally.xml: the days, both included (checked by the server: one code for all). */
export const TallyExportQuery = z.object({
  from: z.string().optional().meta({ description: 'YYYY-MM-DD, the first day' }),
  to: z.string().optional().meta({ description: 'YYYY-MM-DD, the last day (at most 366 days)' }),
});
export type TallyExportQuery = z.infer<typeof TallyExportQuery>;
