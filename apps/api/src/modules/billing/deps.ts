import type { Db } from '../../db/client';

/** What billing's routes plugins receive (here, not in routes.ts, which registers them all). */
export type BillingRoutesDeps = { db: Db; now: () => Date };
