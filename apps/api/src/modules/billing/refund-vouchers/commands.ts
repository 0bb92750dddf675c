import { todayInIndia } from '@dd/contract';
import type { RefundVoucherDetail } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { refundVouchers } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { conflict, notFound } from '../../../lib/http-errors';
import { buyerOf } from '../books/buyer';
import { nextNumber } from '../numbering';
import { emitRefundVoucherIssued } from './events';
import { loadRefundVoucher } from './serialize';

/**
 * POST /refund-vouchers/{id}/issue (admins), in the caller's transaction: the next RV number of
 * the financial year and India's date; anything but a draft is refund_voucher_not_draft (409).
 * Issued, it is the distributor's credit and never changes again.
 */
export async function issueRefundVoucher(
  tx: Tx,
  actor: Actor,
  id: number,
  now: Date,
): Promise<RefundVoucherDetail> {
  const [row] = await tx
    .select()
    .from(refundVouchers)
    .where(eq(refundVouchers.id, id))
    .for('update');
  if (!row) throw notFound('not_found', 'Refund voucher not found');
  if (row.status !== 'DRAFT')
    throw conflict('refund_voucher_not_draft', `The refund voucher is ${row.status}`, {
      params: { status: row.status },
    });
  const today = todayInIndia(now);
  const number = await nextNumber(tx, 'RV', today);
  await tx
    .update(refundVouchers)
    .set({
      status: 'ISSUED',
      number,
      buyer: await buyerOf(tx, row.distributorId),
      issuedOn: today,
      issuedBy: actor.userId,
      issuedAt: now,
      updatedAt: now,
    })
    .where(eq(refundVouchers.id, id));
  await audit(tx, actor, {
    action: 'refund_voucher.issued',
    entityType: 'refund_voucher',
    entityId: id,
    before: { status: 'DRAFT' },
    after: { status: 'ISSUED', number, amountPaise: row.amountPaise },
  });
  await emitRefundVoucherIssued(tx, actor, id);
  return loadRefundVoucher(tx, id);
}
