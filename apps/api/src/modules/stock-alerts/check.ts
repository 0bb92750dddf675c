import { MachineType } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { emit } from '../../platform/outbox';
import { availableOfThreshold } from './available';
import { serviceProviders, stockThresholds } from '../../db/schema';

const Flipped = z.object({
  service_provider_id: z.int(),
  provider_name: z.string(),
  machine_type: MachineType,
  model: z.string().nullable(),
  threshold: z.int(),
  available: z.int(),
  is_below: z.boolean(),
});

/**
 * Brings every threshold's `is_below` up to date in ONE statement and tells the admins of each
 * one that just fell below (`stock.low`, in the caller's transaction). Going back up says
 * nothing: it arms the next fall. The UPDATE's row locks make each flip happen once when several
 * processes check at once (the loser re-reads the flipped row and no longer matches). Answers
 * how many fell below.
 */
export async function checkStockThresholds(
  tx: Executor,
  options: { providerId?: number } = {},
): Promise<number> {
  const only =
    options.providerId === undefined
      ? sql``
      : sql`WHERE st.service_provider_id = ${options.providerId}`;
  const flipped = await rows(
    tx,
    sql`
      WITH counted AS (
        SELECT st.id, ${availableOfThreshold} AS available FROM ${stockThresholds} st ${only}
      )
      UPDATE ${stockThresholds} st SET is_below = (c.available < st.threshold)
        FROM counted c
       WHERE st.id = c.id AND st.is_below <> (c.available < st.threshold)
      RETURNING st.service_provider_id, st.machine_type, st.model, st.threshold, st.is_below,
                c.available,
                (SELECT sp.name FROM ${serviceProviders} sp WHERE sp.id = st.service_provider_id)
                  AS provider_name`,
    Flipped,
  );
  const fell = flipped.filter((f) => f.is_below);
  await emit(
    tx,
    fell.map((f) => ({
      type: 'stock.low' as const,
      distributorId: null,
      entityType: 'provider' as const,
      entityId: f.service_provider_id,
      payload: {
        providerName: f.provider_name,
        machineType: f.machine_type,
        model: f.model,
        available: f.available,
        threshold: f.threshold,
      },
    })),
  );
  return fell.length;
}
