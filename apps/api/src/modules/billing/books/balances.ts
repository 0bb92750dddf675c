import { sql, type SQL } from 'drizzle-orm';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';

export type InvoiceRow = typeof invoices.$inferSelect;
type InvoiceStatus = InvoiceRow['status'];

/**
 * What an invoice still owes: its total less everything set against it (payments and credits);
 * a draft's whole total, once issued. A cancelled one owes nothing (also one cancelled with a
 * total below zero, which decision 0159's backfill left unsettled).
 */
export const invoiceBalance = (r: Pick<InvoiceRow, 'status' | 'totalPaise' | 'settledPaise'>) =>
  r.status === 'CANCELLED' ? 0 : r.totalPaise - r.settledPaise;

/** What an invoice aliased `i` owes the ledger (a draft nothing yet), in SQL. */
export const invoiceBalanceSql = (i = 'i'): SQL =>
  sql.raw(
    `(CASE WHEN ${i}.status IN ('CANCELLED', 'DRAFT') THEN 0 ELSE ${i}.total_paise - ${i}.settled_paise END)`,
  );

/**
 * An issued invoice's status from its figures: owed in part or whole (PARTIALLY_PAID, ISSUED)
 * until nothing is left, then PAID, or CANCELLED when its credit notes took its whole total.
 */
function invoiceStatus(r: {
  totalPaise: number;
  settledPaise: number;
  creditedPaise: number;
}): InvoiceStatus {
  if (r.settledPaise >= r.totalPaise) return r.creditedPaise >= r.totalPaise ? 'CANCELLED' : 'PAID';
  return r.settledPaise === 0 ? 'ISSUED' : 'PARTIALLY_PAID';
}

/** The invoices, their rows locked until the transaction ends, in id order (one lock order). */
export async function lockInvoices(tx: Tx, ids: number[]): Promise<Map<number, InvoiceRow>> {
  if (ids.length === 0) return new Map();
  const list = await tx
    .select()
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(invoices.id)
    .for('update');
  return new Map(list.map((r) => [r.id, r]));
}

/** One invoice, locked (unknown: 404). */
export async function lockInvoice(tx: Tx, id: number): Promise<InvoiceRow> {
  const row = (await lockInvoices(tx, [id])).get(id);
  if (!row) throw notFound('not_found', 'Invoice not found');
  return row;
}

/**
 * Moves a locked invoice's settled (and paid, credited) amounts; its status follows. Answers the
 * row as it is now (the caller may move it again in the same transaction).
 */
export async function moveInvoice(
  tx: Tx,
  row: InvoiceRow,
  delta: { settledPaise?: number; paidPaise?: number; creditedPaise?: number },
  now: Date,
): Promise<InvoiceRow> {
  const next = {
    settledPaise: row.settledPaise + (delta.settledPaise ?? 0),
    paidPaise: row.paidPaise + (delta.paidPaise ?? 0),
    creditedPaise: row.creditedPaise + (delta.creditedPaise ?? 0),
  };
  const status = invoiceStatus({ totalPaise: row.totalPaise, ...next });
  await tx
    .update(invoices)
    .set({ ...next, status, updatedAt: now })
    .where(eq(invoices.id, row.id));
  return { ...row, ...next, status, updatedAt: now };
}
