import { z } from 'zod';

/** Public facts the sign-in page needs before anyone is signed in. */
export const AppMeta = z.object({ demoMode: z.boolean(), version: z.string() });
export type AppMeta = z.infer<typeof AppMeta>;
