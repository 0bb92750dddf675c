import { formatRupees } from '@dd/contract';
import type { Actor } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { emit } from '../../../platform/outbox';
import { loadRefundVoucher } from './serialize';

/**
 * `refund_voucher.issued`: the distributor (and the admins) are told that deposits are credited
 * back; its email carries the voucher's PDF.
 */
export async function emitRefundVoucherIssued(db: Executor, actor: Actor, id: number) {
  const voucher = await loadRefundVoucher(db, id);
  return emit(db, {
    type: 'refund_voucher.issued',
    actorUserId: actor.userId,
    distributorId: voucher.distributorId,
    entityType: 'refund_voucher',
    entityId: id,
    payload: {
      refundVoucherId: id,
      number: voucher.number ?? '',
      distributorName: voucher.distributorName,
      month: voucher.month,
      issuedOn: voucher.issuedOn ?? '',
      machineCount: voucher.lines.length,
      amountPaise: voucher.amountPaise,
      amount: formatRupees(voucher.amountPaise),
    },
  });
}
