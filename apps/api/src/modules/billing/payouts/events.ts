import { formatRupees } from '@dd/contract';
import type { Actor } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { emit } from '../../../platform/outbox';
import { loadPayouts } from './serialize';

/** `payout.recorded`: the distributor (and the admins) are told of money paid to it. */
export async function emitPayoutRecorded(db: Executor, actor: Actor, id: number) {
  const [payout] = await loadPayouts(db, [id]);
  const p = payout!;
  return emit(db, {
    type: 'payout.recorded',
    actorUserId: actor.userId,
    distributorId: p.distributorId,
    entityType: 'payout',
    entityId: id,
    payload: {
      payoutId: id,
      number: p.number,
      distributorName: p.distributorName,
      sourceType: p.sourceType,
      sourceId: p.sourceId,
      sourceNumber: p.sourceNumber,
      amountPaise: p.amountPaise,
      amount: formatRupees(p.amountPaise),
      method: p.method,
      reference: p.reference,
      paidOn: p.paidOn,
    },
  });
}
