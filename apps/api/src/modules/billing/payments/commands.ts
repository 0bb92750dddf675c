import type { PaymentResponse, RecordPaymentRequest } from '@dd/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { billingAllocations, billingPayouts, payments } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { conflict, notFound } from '../../../lib/http-errors';
import { allocate } from '../books/allocate';
import { invoiceBalance, lockInvoice, lockInvoices, moveInvoice } from '../books/balances';
import { applyCredit, lockCredit } from '../books/credits';
import { loadInvoiceDetail } from '../invoices/serialize';
import { requireMovedOn } from '../months';
import { emitPaymentRecorded, emitPaymentReversed } from './events';
import { loadPayment } from './serialize';

/**
 * POST /invoices/{id}/payments (admins; in the idempotent call's transaction): only on an
 * ISSUED or PARTIALLY_PAID invoice, paid on a day from the invoice's date to today, read with the invoice locked so two payments at once cannot
 * together pay more than it. At most its balance, unless `keepExcessAsAdvance`: then the rest
 * stays the distributor's advance, an unapplied credit (decision 0159).
 */
export async function recordPayment(
  tx: Tx,
  actor: Actor,
  invoiceId: number,
  body: RecordPaymentRequest,
  now: Date,
): Promise<PaymentResponse> {
  const row = await lockInvoice(tx, invoiceId);
  if (row.status !== 'ISSUED' && row.status !== 'PARTIALLY_PAID')
    throw conflict('invoice_not_payable', `The invoice is ${row.status}`, {
      params: { status: row.status },
    });
  requireMovedOn(body.paidOn, now, { day: row.issuedOn, code: 'payment_date_before_invoice' });
  const balancePaise = invoiceBalance(row);
  if (body.amountPaise > balancePaise && !body.keepExcessAsAdvance)
    throw conflict('payment_exceeds_balance', 'The payment is more than the balance', {
      params: { amountPaise: body.amountPaise, balancePaise },
    });
  const { keepExcessAsAdvance: _advance, ...fields } = body;
  const [made] = await tx
    .insert(payments)
    .values({
      ...fields,
      invoiceId,
      distributorId: row.distributorId,
      recordedBy: actor.userId,
      recordedAt: now,
    })
    .returning({ id: payments.id });
  // What the invoice takes of it (nothing when it owes nothing: all of it is an advance).
  const settles = Math.min(body.amountPaise, balancePaise);
  if (settles > 0)
    await allocate(tx, actor, await lockCredit(tx, 'PAYMENT', made!.id), row, settles, now);
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
 * POST /payments/{id}/reverse (admins): the payment stays, marked reversed with the reason; what
 * it settled comes off those invoices (back to PARTIALLY_PAID, or ISSUED at nothing settled), its
 * allocations marked reversed. Refused once part of its advance was paid back.
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
    const live = and(
      eq(billingAllocations.sourceType, 'PAYMENT'),
      eq(billingAllocations.sourceId, id),
      isNull(billingAllocations.reversedAt),
    );
    const allocations = await tx.select().from(billingAllocations).where(live);
    // The invoices first, as recording does: one lock order, no deadlock.
    const invoices = await lockInvoices(tx, [
      found.invoiceId,
      ...allocations.map((a) => a.invoiceId),
    ]);
    const credit = await lockCredit(tx, 'PAYMENT', id);
    if (credit.closedStatus) throw conflict('payment_already_reversed', 'Already reversed');
    const [paidOut] = await tx
      .select({ id: billingPayouts.id })
      .from(billingPayouts)
      .where(and(eq(billingPayouts.sourceType, 'PAYMENT'), eq(billingPayouts.sourceId, id)));
    if (paidOut) throw conflict('payment_advance_paid_out', 'Its advance was paid back');
    const before = invoices.get(found.invoiceId)!;
    for (const a of allocations) {
      const row = invoices.get(a.invoiceId)!;
      const delta = { settledPaise: -a.amountPaise, paidPaise: -a.amountPaise };
      invoices.set(a.invoiceId, await moveInvoice(tx, row, delta, now));
    }
    await tx
      .update(billingAllocations)
      .set({ reversedAt: now, reversedBy: actor.userId })
      .where(live);
    await applyCredit(tx, credit, -credit.appliedPaise);
    await tx
      .update(payments)
      .set({ reversedAt: now, reversedBy: actor.userId, reverseReason: reason })
      .where(eq(payments.id, id));
    await audit(tx, actor, {
      action: 'payment.reversed',
      entityType: 'invoice',
      entityId: found.invoiceId,
      before: { status: before.status, paidPaise: before.paidPaise },
      after: { paymentId: id, amountPaise: credit.amountPaise },
      details: { reason },
    });
    await emitPaymentReversed(tx, actor, id);
    return {
      payment: await loadPayment(tx, id),
      invoice: await loadInvoiceDetail(tx, found.invoiceId),
    };
  });
}
