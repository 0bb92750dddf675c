import { z } from 'zod';
import type { MachineFlag } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { inOpenRmaCondition, inTransitCondition, onOpenOrderCondition } from '../../custody';
import { machines } from '../../../db/schema';
import type { MachineFlags } from '../serialize';

/** The columns `flagColumns` adds to a query over `machines`. */
export const FlagColumns = z.object({
  in_transit: z.boolean(),
  in_rma: z.boolean(),
  awaiting_delivery: z.boolean(),
});
export type FlagColumns = z.infer<typeof FlagColumns>;

/**
 * In transit and in RMA, each an EXISTS on its link table's partial unique index
 * (transfer_machines_one_pending, rma_items_one_open): one probe per answered row, in the
 * row's own query. Awaiting delivery: at a retailer, on an order not delivered yet.
 */
export const flagColumns = sql`${inTransitCondition()} as in_transit, ${inOpenRmaCondition()} as in_rma,
  (${machines.retailerId} is not null and ${onOpenOrderCondition()}) as awaiting_delivery`;

export function flagsOf(raw: FlagColumns): MachineFlags {
  return { inTransit: raw.in_transit, inRma: raw.in_rma, awaitingDelivery: raw.awaiting_delivery };
}

const FLAG_CONDITIONS: Record<MachineFlag, () => SQL> = {
  inTransit: () => inTransitCondition(),
  inRma: () => inOpenRmaCondition(),
};

/** The list's `flag` filter (undefined: none). */
export function flagCondition(flag: MachineFlag | undefined): SQL | undefined {
  return flag ? FLAG_CONDITIONS[flag]() : undefined;
}
