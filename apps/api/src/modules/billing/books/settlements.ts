import type { Allocation, CreditSource, Payout } from '@dd/contract';
import type { Executor } from '../../../db/client';
import { payoutsOfCredit } from '../payouts/serialize';
import { allocationsOfCredit } from './allocations';

/** What settled a credit so far: the invoices it was set against and what was paid out of it. */
export async function creditSettlements(
  db: Executor,
  sourceType: CreditSource,
  sourceId: number,
): Promise<{ allocations: Allocation[]; payouts: Payout[] }> {
  return {
    allocations: await allocationsOfCredit(db, sourceType, sourceId),
    payouts: await payoutsOfCredit(db, sourceType, sourceId),
  };
}
