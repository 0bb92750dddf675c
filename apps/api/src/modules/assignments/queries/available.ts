import type { Machine } from '@dd/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { machines } from '../../../db/schema';
import { searchAny } from '../../../lib/search';
import { toMachine } from '../../machines';

/**
 * Machines in stock that can be assigned. Stock is shared: every distributor may assign from
 * it (to itself or its retailers). Capped, with a search, for the create modal's checklist.
 */
export async function availableMachines(
  db: Executor,
  q: { search?: string; limit: number },
): Promise<Machine[]> {
  const list = await db
    .select()
    .from(machines)
    .where(
      and(
        eq(machines.status, 'AVAILABLE'),
        searchAny(q.search, [
          { fragments: machines.serialNumber },
          machines.model,
          machines.manufacturer,
        ]),
      ),
    )
    .orderBy(asc(machines.serialNumber))
    .limit(q.limit);
  return list.map(toMachine);
}
