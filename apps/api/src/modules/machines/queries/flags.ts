import type { MachineFlag } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { inOpenRmaCondition, inTransitCondition } from '../../custody';
import type { MachineFlags } from '../serialize';

/** The columns `flagColumns` adds to a query over `machines`. */
export type FlagColumns = { in_transit: boolean; in_rma: boolean };

/**
 * In transit and in RMA, each an EXISTS on its link table's partial unique index
 * (transfer_machines_one_pending, rma_items_one_open): one probe per answered row, in the
 * row's own query.
 */
export const flagColumns = sql`${inTransitCondition()} as in_transit, ${inOpenRmaCondition()} as in_rma`;

export function flagsOf(raw: FlagColumns): MachineFlags {
  return { inTransit: raw.in_transit, inRma: raw.in_rma };
}

const FLAG_CONDITIONS: Record<MachineFlag, () => SQL> = {
  inTransit: () => inTransitCondition(),
  inRma: () => inOpenRmaCondition(),
};

/** The list's `flag` filter (undefined: none). */
export function flagCondition(flag: MachineFlag | undefined): SQL | undefined {
  return flag ? FLAG_CONDITIONS[flag]() : undefined;
}
