import { z } from 'zod';

/** Public facts the sign-in page needs before anyone is signed in. */
export const AppMeta = z.object({
  demoMode: z.boolean(),
  version: z.string(),
  /** REQUIRE_ADMIN_2FA: an admin without 2FA must set it up before anything else. */
  requireAdminTwoFactor: z.boolean(),
});
export type AppMeta = z.infer<typeof AppMeta>;
