import { todayInIndia } from '@dd/contract';
import type { InvoiceDetail } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { invoices } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { conflict } from '../../../lib/http-errors';
import { lockInvoice } from '../books/balances';
import { buyerOf } from '../books/buyer';
import { issueCreditNote } from '../credit-notes/commands';
import { addDays } from '../months';
import { nextNumber } from '../numbering';
import { emitIssued } from './events';
import { loadInvoiceDetail } from './serialize';

/**
 * Issues a draft in the caller's transaction: the next INV number of the financial year, the
 * issue date (India) and the due date after the payment terms. Anything but a draft is
 * invoice_not_draft; a total below zero (a draft made before refunds moved to refund vouchers)
 * is invoice_total_negative: a tax invoice is never negative (decision 0159). An issued invoice
 * never changes again.
 */
export async function issueInvoiceIn(tx: Tx, actor: Actor, id: number, now: Date) {
  const row = await lockInvoice(tx, id);
  if (row.status !== 'DRAFT')
    throw conflict('invoice_not_draft', `The invoice is ${row.status}`, {
      params: { status: row.status },
    });
  if (row.totalPaise < 0)
    throw conflict('invoice_total_negative', 'The total is below zero', {
      params: { totalPaise: row.totalPaise },
    });
  const today = todayInIndia(now);
  const number = await nextNumber(tx, 'INV', today);
  const dueDate = addDays(today, row.paymentTermsDays);
  const buyer = await buyerOf(tx, row.distributorId);
  await tx
    .update(invoices)
    .set({
      status: 'ISSUED',
      number,
      buyer,
      issuedOn: today,
      dueDate,
      issuedBy: actor.userId,
      issuedAt: now,
      updatedAt: now,
    })
    .where(eq(invoices.id, id));
  await emitIssued(
    tx,
    actor,
    { ...row, number, dueDate, distributorName: buyer.name },
    row.totalPaise,
  );
  await audit(tx, actor, {
    action: 'invoice.issued',
    entityType: 'invoice',
    entityId: id,
    before: { status: 'DRAFT' },
    after: { status: 'ISSUED', number, totalPaise: row.totalPaise },
  });
  return loadInvoiceDetail(tx, id);
}

/** POST /invoices/{id}/issue (admins). */
export function issueInvoice(db: Db, actor: Actor, id: number, now: Date): Promise<InvoiceDetail> {
  return db.transaction((tx) => issueInvoiceIn(tx, actor, id, now));
}

/**
 * POST /invoices/{id}/cancel (admins): a credit note (CN number) for the whole of an ISSUED
 * invoice (nothing paid or credited on it yet), which cancels it.
 */
export function cancelInvoice(db: Db, actor: Actor, id: number, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.status !== 'ISSUED' || row.creditedPaise > 0)
      throw conflict('invoice_not_issued', `The invoice is ${row.status}`, {
        params: { status: row.status },
      });
    const { number } = await issueCreditNote(tx, actor, row, { basis: 'FULL' }, reason, now);
    await tx
      .update(invoices)
      .set({ cancelledBy: actor.userId, cancelledAt: now, cancelReason: reason, updatedAt: now })
      .where(eq(invoices.id, id));
    await audit(tx, actor, {
      action: 'invoice.cancelled',
      entityType: 'invoice',
      entityId: id,
      before: { status: row.status },
      after: { status: 'CANCELLED', creditNote: number },
      details: { reason },
    });
    return loadInvoiceDetail(tx, id);
  });
}
