import type { RefundVoucher, RefundVoucherDetail } from '@dd/contract';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { distributors, refundVoucherLines, refundVouchers } from '../../../db/schema';
import { allocationsOfCredit } from '../books/allocations';
import { monthOf } from '../months';
import { payoutsOfCredit } from '../payouts/serialize';

async function select(db: Executor, where: SQL): Promise<RefundVoucher[]> {
  const list = await db
    .select({ row: refundVouchers, distributorName: distributors.name })
    .from(refundVouchers)
    .innerJoin(distributors, eq(distributors.id, refundVouchers.distributorId))
    .where(where);
  return list.map(({ row, distributorName }) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    distributorId: row.distributorId,
    distributorName,
    month: monthOf(row.month),
    amountPaise: row.amountPaise,
    appliedPaise: row.appliedPaise,
    unappliedPaise: row.status === 'DRAFT' ? 0 : row.amountPaise - row.appliedPaise,
    issuedOn: row.issuedOn,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The refund vouchers of `ids`, in that order. */
export async function loadRefundVouchers(db: Executor, ids: number[]): Promise<RefundVoucher[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await select(db, inArray(refundVouchers.id, ids))).map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

/** One refund voucher with its lines, allocations and payouts (it exists). */
export async function loadRefundVoucher(db: Executor, id: number): Promise<RefundVoucherDetail> {
  const [voucher] = await select(db, eq(refundVouchers.id, id));
  const lines = await db
    .select({
      serialNumber: refundVoucherLines.serialNumber,
      description: refundVoucherLines.description,
      phrase: refundVoucherLines.phrase,
      amountPaise: refundVoucherLines.amountPaise,
    })
    .from(refundVoucherLines)
    .where(eq(refundVoucherLines.refundVoucherId, id))
    .orderBy(asc(refundVoucherLines.id));
  return {
    ...voucher!,
    lines,
    allocations: await allocationsOfCredit(db, 'REFUND_VOUCHER', id),
    payouts: await payoutsOfCredit(db, 'REFUND_VOUCHER', id),
  };
}
