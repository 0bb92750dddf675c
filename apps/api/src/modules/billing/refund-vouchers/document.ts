import type { RefundVoucherDetail } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { refundVouchers } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { documentParties, type InvoiceParty } from '../invoices/document';
import { refundVoucherDetail } from './queries';
import { loadRefundVoucher } from './serialize';

/** What a refund voucher's PDF prints: the voucher, what settled it, and both parties. */
export type RefundVoucherDocument = {
  voucher: RefundVoucherDetail;
  /** We pay the deposits back: our organisation. */
  payer: InvoiceParty;
  distributor: InvoiceParty;
};

/**
 * Refund voucher `id` with its parties, in the caller's scope (another's, or a draft for a
 * distributor: 404); `null`: the system's own (an email's attachment), unscoped.
 */
export async function refundVoucherDocument(
  db: Executor,
  principal: Principal | null,
  id: number,
): Promise<RefundVoucherDocument> {
  const voucher = principal
    ? await refundVoucherDetail(db, principal, id)
    : await loadRefundVoucher(db, id);
  const [copied] = await db
    .select({ buyer: refundVouchers.buyer })
    .from(refundVouchers)
    .where(eq(refundVouchers.id, id));
  const { supplier, recipient } = await documentParties(
    db,
    voucher.distributorId,
    null,
    copied!.buyer,
  );
  return { voucher, payer: supplier, distributor: recipient };
}
