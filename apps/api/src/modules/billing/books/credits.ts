import type { CreditSource } from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { commissionStatements, creditNotes, payments, refundVouchers } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';

/** A credit of a distributor, its row locked: what allocations and payouts draw on. */
export type LockedCredit = {
  sourceType: CreditSource;
  sourceId: number;
  distributorId: number;
  /** The document's number (a payment's own reference). */
  number: string;
  amountPaise: number;
  appliedPaise: number;
  unappliedPaise: number;
  /** The day it was made (paid, issued, approved); a draft refund voucher has none yet. */
  datedOn: string | null;
  /** Why it cannot be drawn on (a draft refund voucher, a reversed payment), else null. */
  closedStatus: string | null;
};

/**
 * Each credit's table: its amount (a commission's is its net, after TDS), how much of it is
 * applied, and whether it can be drawn on. One place, so allocations, payouts and the open
 * credits read them alike.
 */
const CREDITS = {
  PAYMENT: {
    async lock(tx: Tx, id: number, forUpdate: boolean) {
      const q = tx.select().from(payments).where(eq(payments.id, id));
      const [r] = forUpdate ? await q.for('update') : await q;
      return (
        r && {
          distributorId: r.distributorId,
          number: r.reference,
          datedOn: r.paidOn,
          amountPaise: r.amountPaise,
          appliedPaise: r.appliedPaise,
          closedStatus: r.reversedAt ? 'REVERSED' : null,
        }
      );
    },
    apply: (tx: Tx, id: number, delta: number) =>
      tx
        .update(payments)
        .set({ appliedPaise: sql`${payments.appliedPaise} + ${delta}` })
        .where(eq(payments.id, id)),
  },
  CREDIT_NOTE: {
    async lock(tx: Tx, id: number, forUpdate: boolean) {
      const q = tx.select().from(creditNotes).where(eq(creditNotes.id, id));
      const [r] = forUpdate ? await q.for('update') : await q;
      return (
        r && {
          distributorId: r.distributorId,
          number: r.number,
          datedOn: r.issuedOn,
          amountPaise: r.amountPaise,
          appliedPaise: r.appliedPaise,
          closedStatus: null,
        }
      );
    },
    apply: (tx: Tx, id: number, delta: number) =>
      tx
        .update(creditNotes)
        .set({ appliedPaise: sql`${creditNotes.appliedPaise} + ${delta}` })
        .where(eq(creditNotes.id, id)),
  },
  REFUND_VOUCHER: {
    async lock(tx: Tx, id: number, forUpdate: boolean) {
      const q = tx.select().from(refundVouchers).where(eq(refundVouchers.id, id));
      const [r] = forUpdate ? await q.for('update') : await q;
      return (
        r && {
          distributorId: r.distributorId,
          number: r.number ?? `RV draft #${r.id}`,
          datedOn: r.issuedOn,
          amountPaise: r.amountPaise,
          appliedPaise: r.appliedPaise,
          closedStatus: r.status === 'DRAFT' ? 'DRAFT' : null,
        }
      );
    },
    apply: (tx: Tx, id: number, delta: number) =>
      tx
        .update(refundVouchers)
        .set({
          appliedPaise: sql`${refundVouchers.appliedPaise} + ${delta}`,
          status: sql`CASE WHEN ${refundVouchers.appliedPaise} + ${delta} >= ${refundVouchers.amountPaise}
                           THEN 'SETTLED' WHEN ${refundVouchers.appliedPaise} + ${delta} > 0
                           THEN 'PARTIALLY_SETTLED' ELSE 'ISSUED' END`,
          updatedAt: sql`now()`,
        })
        .where(eq(refundVouchers.id, id)),
  },
  COMMISSION: {
    async lock(tx: Tx, id: number, forUpdate: boolean) {
      const q = tx.select().from(commissionStatements).where(eq(commissionStatements.id, id));
      const [r] = forUpdate ? await q.for('update') : await q;
      return (
        r && {
          distributorId: r.distributorId,
          number: r.number,
          datedOn: r.approvedOn,
          amountPaise: r.netPaise,
          appliedPaise: r.appliedPaise,
          closedStatus: null,
        }
      );
    },
    apply: (tx: Tx, id: number, delta: number) =>
      tx
        .update(commissionStatements)
        .set({
          appliedPaise: sql`${commissionStatements.appliedPaise} + ${delta}`,
          status: sql`CASE WHEN ${commissionStatements.appliedPaise} + ${delta} >= ${commissionStatements.netPaise}
                           THEN 'PAID' WHEN ${commissionStatements.appliedPaise} + ${delta} > 0
                           THEN 'PARTIALLY_PAID' ELSE 'APPROVED' END`,
        })
        .where(eq(commissionStatements.id, id)),
  },
} satisfies Record<CreditSource, unknown>;

/**
 * The credit, its row locked until the transaction ends (unknown: 404); `forUpdate` false reads
 * it without a lock (to learn whose it is before the invoices are locked).
 */
export async function lockCredit(
  tx: Tx,
  sourceType: CreditSource,
  sourceId: number,
  forUpdate = true,
): Promise<LockedCredit> {
  const found = await CREDITS[sourceType].lock(tx, sourceId, forUpdate);
  if (!found) throw notFound('not_found', 'Credit not found');
  const unappliedPaise = found.closedStatus
    ? 0
    : Math.max(found.amountPaise - found.appliedPaise, 0);
  return { sourceType, sourceId, ...found, unappliedPaise };
}

/** Moves a locked credit's applied amount by `deltaPaise` (its status follows). */
export async function applyCredit(tx: Tx, credit: LockedCredit, deltaPaise: number): Promise<void> {
  await CREDITS[credit.sourceType].apply(tx, credit.sourceId, deltaPaise);
}
