import type { InvoiceDetail } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { creditNotes, invoices } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { todayInIndia } from '../../../lib/dates';
import { conflict, notFound } from '../../../lib/http-errors';
import { addDays } from '../months';
import { nextNumber } from '../numbering';
import { loadInvoiceDetail } from './serialize';

/** The invoice row locked for a change (admins only reach here), or 404. */
async function lockInvoice(tx: Tx, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw notFound('not_found', 'Invoice not found');
  return row;
}

/**
 * POST /invoices/{id}/issue: the next INV number of the financial year, the issue date (India)
 * and the due date after the payment terms. An issued invoice never changes again.
 */
export async function issueInvoice(
  db: Db,
  actor: Actor,
  id: number,
  now: Date,
): Promise<InvoiceDetail> {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.status !== 'DRAFT')
      throw conflict('invoice_not_draft', `The invoice is already ${row.status}`, {
        params: { status: row.status },
      });
    const today = todayInIndia(now);
    const number = await nextNumber(tx, 'INV', today);
    await tx
      .update(invoices)
      .set({
        status: 'ISSUED',
        number,
        issuedOn: today,
        dueDate: addDays(today, row.paymentTermsDays),
        issuedBy: actor.userId,
        issuedAt: now,
        updatedAt: now,
      })
      .where(eq(invoices.id, id));
    await audit(tx, actor, {
      action: 'invoice.issued',
      entityType: 'invoice',
      entityId: id,
      before: { status: 'DRAFT' },
      after: { status: 'ISSUED', number, totalPaise: row.totalPaise },
    });
    return loadInvoiceDetail(tx, id);
  });
}

/** POST /invoices/{id}/cancel: a credit note (CN number) for the whole issued invoice. */
export async function cancelInvoice(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
  now: Date,
): Promise<InvoiceDetail> {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.status !== 'ISSUED')
      throw conflict('invoice_not_issued', `The invoice is ${row.status}`, {
        params: { status: row.status },
      });
    const today = todayInIndia(now);
    const number = await nextNumber(tx, 'CN', today);
    await tx.insert(creditNotes).values({
      number,
      invoiceId: id,
      amountPaise: row.totalPaise,
      reason,
      issuedOn: today,
      createdBy: actor.userId,
    });
    await tx
      .update(invoices)
      .set({
        status: 'CANCELLED',
        cancelledBy: actor.userId,
        cancelledAt: now,
        cancelReason: reason,
        updatedAt: now,
      })
      .where(eq(invoices.id, id));
    await audit(tx, actor, {
      action: 'invoice.cancelled',
      entityType: 'invoice',
      entityId: id,
      before: { status: 'ISSUED' },
      after: { status: 'CANCELLED', creditNote: number },
      details: { reason },
    });
    return loadInvoiceDetail(tx, id);
  });
}
