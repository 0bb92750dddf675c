import type { ActivationFunnel } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { machineCountScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { activationCountDeltas as deltas } from '../../db/schema';
import { idleRule } from '../lifecycle';

/**
 * The activation funnel of the caller's scope (admin all; a distributor the devices at its own
 * and its retailers'; a retailer its own): devices at retailers by activation state, and the idle
 * ones, from the custody-kept activation counts. Idle depends on the day: the counts keep India's
 * day of each allotment and the provider, and the idle rule is applied to those groups for
 * `today` (India's 'YYYY-MM-DD'), so the answer is exact on any day without counting machines.
 */
export async function activationFunnel(
  db: Executor,
  p: Principal,
  today: string,
): Promise<ActivationFunnel> {
  const scope = machineCountScope(p);
  const idle = idleRule({
    activationState: sql`${deltas.activationState}`,
    daysSinceAllotted: sql`(${today}::date - ${deltas.allottedDay})`,
    serviceProviderId: sql`${deltas.serviceProviderId}`,
  });
  const groups = await rows(
    db,
    sql`SELECT ${deltas.activationState} AS "state", sum(${deltas.n})::int AS "n",
          coalesce(sum(${deltas.n}) FILTER (WHERE ${idle}), 0)::int AS "idle"
        FROM ${deltas}
        WHERE ${deltas.level} = ${scope.level} AND ${deltas.holderId} = ${scope.holderId}
        GROUP BY 1`,
    z.object({ state: z.string(), n: z.int(), idle: z.int() }),
  );
  const inState = (state: string) =>
    groups.filter((g) => g.state === state).reduce((sum, g) => sum + g.n, 0);
  return {
    allotted: inState('ALLOTTED'),
    installed: inState('INSTALLED'),
    activated: inState('ACTIVATED'),
    deactivated: inState('DEACTIVATED'),
    idle: groups.reduce((sum, g) => sum + g.idle, 0),
  };
}
