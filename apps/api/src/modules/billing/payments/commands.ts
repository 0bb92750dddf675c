import type { PaymentResponse, RecordPaymentRequest } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { invoices, payments } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { todayInIndia } from '../../../lib/dates';
import { badRequest, conflict, notFound } from '../../../lib/http-errors';
import { loadInvoiceDetail } from '../invoices/serialize';
import { emitPaymentRecorded } from './events';
import { loadPayment } from './serialize';

type InvoiceRow = typeof invoices.$inferSelect;

/** The invoice, its row locked until the transaction ends: payments on it wait in turn. */
async function lockInvoice(tx: Tx, id: number): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw notFound('not_found', 'Invoice not found');
  return row;
}

/** Moves the locked invoice's paid amount by `deltaPaise`; its status follows. */
async function settle(tx: Tx, row: InvoiceRow, deltaPaise: number, now: Date): Promise<void> {
  const paidPaise = row.paidPaise + deltaPaise;
  const status =
    paidPaise === 0 ? 'ISSUED' : paidPaise >= row.totalPaise ? 'PAID' : 'PARTIALLY_PAID';
  await tx
    .update(invoices)
    .set({ paidPaise, status, updatedAt: now })
    .where(eq(invoices.id, row.id));
}

/** A payment's date may not be after today in India. */
function requireNotFuture(paidOn: string, now: Date): void {
  if (paidOn <= todayInIndia(now)) return;
  const message = 'The payment date cannot be in the future';
  throw badRequest('payment_date_in_future', message, {
    details: [{ path: 'paidOn', message, code: 'payment_date_in_future' }],
  });
}

/**
 * POST /invoices/{id}/payments (admins; in the idempotent call's transaction): only on an
 * ISSUED or PARTIALLY_PAID invoice, at most its balance, read with the invoice locked so two
 * payments at once cannot together pay more than it.
 */
export async function recordPayment(
  tx: Tx,
  actor: Actor,
  invoiceId: number,
  body: RecordPaymentRequest,
  now: Date,
): Promise<PaymentResponse> {
  requireNotFuture(body.paidOn, now);
  const row = await lockInvoice(tx, invoiceId);
  if (row.status !== 'ISSUED' && row.status !== 'PARTIALLY_PAID')
    throw conflict('invoice_not_payable', `The invoice is ${row.status}`, {
      params: { status: row.status },
    });
  const balancePaise = row.totalPaise - row.paidPaise;
  if (body.amountPaise > balancePaise)
    throw conflict('payment_exceeds_balance', 'The payment is more than the balance', {
      params: { amountPaise: body.amountPaise, balancePaise },
    });
  const [made] = await tx
    .insert(payments)
    .values({ ...body, invoiceId, recordedBy: actor.userId, recordedAt: now })
    .returning({ id: payments.id });
  await settle(tx, row, body.amountPaise, now);
  await audit(tx, actor, {
    action: 'payment.recorded',
    entityType: 'invoice',
    entityId: invoiceId,
    before: { status: row.status, paidPaise: row.paidPaise },
    after: { paymentId: made!.id, ...body },
  });
  const payment = await loadPayment(tx, made!.id);
  const invoice = await loadInvoiceDetail(tx, invoiceId);
  await emitPaymentRecorded(tx, actor, payment, invoice);
  return { payment, invoice };
}

/**
 * POST /payments/{id}/reverse (admins): the payment stays, marked reversed with the reason; its
 * amount comes off the invoice's paid amount (back to PARTIALLY_PAID, or ISSUED at nothing paid).
 */
export function reversePayment(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
  now: Date,
): Promise<PaymentResponse> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ invoiceId: payments.invoiceId })
      .from(payments)
      .where(eq(payments.id, id));
    if (!found) throw notFound('not_found', 'Payment not found');
    // The invoice first, as recording does: one lock order, no deadlock.
    const row = await lockInvoice(tx, found.invoiceId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (payment!.reversedAt) throw conflict('payment_already_reversed', 'Already reversed');
    await tx
      .update(payments)
      .set({ reversedAt: now, reversedBy: actor.userId, reverseReason: reason })
      .where(eq(payments.id, id));
    await settle(tx, row, -payment!.amountPaise, now);
    await audit(tx, actor, {
      action: 'payment.reversed',
      entityType: 'invoice',
      entityId: row.id,
      before: { status: row.status, paidPaise: row.paidPaise },
      after: { paymentId: id, amountPaise: payment!.amountPaise },
      details: { reason },
    });
    return { payment: await loadPayment(tx, id), invoice: await loadInvoiceDetail(tx, row.id) };
  });
}
