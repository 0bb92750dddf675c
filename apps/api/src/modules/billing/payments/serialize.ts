import type { Payment } from '@dd/contract';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { distributors, invoices, payments } from '../../../db/schema';

/** Payments with their invoice's number and distributor, `where` over the three tables. */
async function selectPayments(db: Executor, where: SQL): Promise<Payment[]> {
  const list = await db
    .select({
      row: payments,
      invoiceNumber: invoices.number,
      distributorId: invoices.distributorId,
      distributorName: distributors.name,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(distributors, eq(distributors.id, invoices.distributorId))
    .where(where)
    .orderBy(asc(payments.id));
  return list.map(({ row, ...of }) => ({
    id: row.id,
    invoiceId: row.invoiceId,
    // Only an issued (numbered) invoice takes payments.
    invoiceNumber: of.invoiceNumber ?? '',
    distributorId: of.distributorId,
    distributorName: of.distributorName,
    amountPaise: row.amountPaise,
    appliedPaise: row.appliedPaise,
    advancePaise: row.reversedAt ? 0 : row.amountPaise - row.appliedPaise,
    method: row.method,
    reference: row.reference,
    paidOn: row.paidOn,
    recordedAt: row.recordedAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
    reverseReason: row.reverseReason,
  }));
}

/** An invoice's payments, oldest first (reversed ones included). */
export const paymentsOfInvoice = (db: Executor, invoiceId: number) =>
  selectPayments(db, eq(payments.invoiceId, invoiceId));

/** The payments of `ids`, in that order. */
export async function loadPayments(db: Executor, ids: number[]): Promise<Payment[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await selectPayments(db, inArray(payments.id, ids))).map((p) => [p.id, p]));
  return ids.map((id) => byId.get(id)!);
}

/** One payment (it exists: the caller found it). */
export async function loadPayment(db: Executor, id: number): Promise<Payment> {
  const [payment] = await loadPayments(db, [id]);
  return payment!;
}
