import type { ActivationFunnel } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { machineScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { machines } from '../../db/schema';
import { idleCondition } from '../lifecycle';

/**
 * The activation funnel of the caller's scope (admin all; a distributor the devices at its own
 * and its retailers'; a retailer its own): devices at retailers by activation state, and the idle
 * ones, in one grouped query.
 */
export async function activationFunnel(db: Executor, p: Principal): Promise<ActivationFunnel> {
  const scope = machineScope(p);
  const state = (s: string) => sql`count(*) FILTER (WHERE ${machines.activationState} = ${s})::int`;
  const [f] = await rows<Record<keyof ActivationFunnel, number>>(
    db,
    sql`SELECT ${state('ALLOTTED')} AS "allotted", ${state('INSTALLED')} AS "installed",
          ${state('ACTIVATED')} AS "activated", ${state('DEACTIVATED')} AS "deactivated",
          count(*) FILTER (WHERE ${idleCondition()})::int AS "idle"
        FROM ${machines}
        WHERE ${machines.retailerId} IS NOT NULL${scope ? sql` AND ${scope}` : sql``}`,
  );
  return {
    allotted: Number(f?.allotted ?? 0),
    installed: Number(f?.installed ?? 0),
    activated: Number(f?.activated ?? 0),
    deactivated: Number(f?.deactivated ?? 0),
    idle: Number(f?.idle ?? 0),
  };
}
