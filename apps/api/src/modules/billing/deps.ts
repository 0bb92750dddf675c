import type { ModuleDeps } from '../deps';

/** What billing's routes plugins receive (here, not in routes.ts, which registers them all). */
export type BillingRoutesDeps = ModuleDeps;
