import type { ActivityTiles } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { machineCountScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { activityCountDeltas as deltas } from '../../db/schema';

/**
 * The Offline now and Dormant tiles: the caller's devices offline now and dormant, from the
 * custody-kept counts (decision 0176), over the machines' scope.
 */
export async function activityTiles(db: Executor, p: Principal): Promise<ActivityTiles> {
  const { level, holderId } = machineCountScope(p);
  const counted = await rows(
    db,
    sql`SELECT ${deltas.state} AS "state", sum(${deltas.n})::int AS "n" FROM ${deltas}
         WHERE ${deltas.level} = ${level} AND ${deltas.holderId} = ${holderId}
         GROUP BY 1`,
    z.object({ state: z.enum(['OFFLINE', 'DORMANT']), n: z.int() }),
  );
  const of = (state: 'OFFLINE' | 'DORMANT') => counted.find((c) => c.state === state)?.n ?? 0;
  return { offline: of('OFFLINE'), dormant: of('DORMANT') };
}
