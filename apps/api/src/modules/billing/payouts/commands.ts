import { todayInIndia } from '@dd/contract';
import type { CreatePayoutRequest, PayoutResponse } from '@dd/contract';
import type { Tx } from '../../../db/client';
import { billingPayouts } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { conflict } from '../../../lib/http-errors';
import { applyCredit, lockCredit } from '../books/credits';
import { requireMovedOn } from '../months';
import { nextNumber } from '../numbering';
import { emitPayoutRecorded } from './events';
import { loadPayouts } from './serialize';

/**
 * POST /billing/payouts (admins, in the idempotent call's transaction): money paid to the
 * distributor out of one of its credits, paid on a day from the credit's date to today, at most
 * what is left of it (the credit's row locked, so two payouts cannot together pay more),
 * numbered `PV/` in the series of its date's year.
 */
export async function createPayout(
  tx: Tx,
  actor: Actor,
  body: CreatePayoutRequest,
  now: Date,
): Promise<PayoutResponse> {
  const credit = await lockCredit(tx, body.sourceType, body.sourceId);
  if (credit.closedStatus || credit.unappliedPaise === 0)
    throw conflict('payout_credit_not_open', `The credit is ${credit.closedStatus ?? 'USED'}`, {
      params: { status: credit.closedStatus ?? 'USED' },
    });
  requireMovedOn(body.paidOn, now, { day: credit.datedOn, code: 'payout_date_before_credit' });
  const amountPaise = body.amountPaise ?? credit.unappliedPaise;
  if (amountPaise > credit.unappliedPaise)
    throw conflict('payout_exceeds_credit', 'More than is left of the credit', {
      params: { unappliedPaise: credit.unappliedPaise },
    });
  const number = await nextNumber(tx, 'PV', todayInIndia(now));
  const [made] = await tx
    .insert(billingPayouts)
    .values({
      number,
      distributorId: credit.distributorId,
      sourceType: credit.sourceType,
      sourceId: credit.sourceId,
      amountPaise,
      method: body.method,
      reference: body.reference,
      paidOn: body.paidOn,
      recordedBy: actor.userId,
      recordedAt: now,
    })
    .returning({ id: billingPayouts.id });
  await applyCredit(tx, credit, amountPaise);
  await audit(tx, actor, {
    action: 'payout.recorded',
    entityType: 'payout',
    entityId: made!.id,
    after: { number, sourceType: credit.sourceType, sourceId: credit.sourceId, amountPaise },
  });
  await emitPayoutRecorded(tx, actor, made!.id);
  const [payout] = await loadPayouts(tx, [made!.id]);
  return { payout: payout! };
}
