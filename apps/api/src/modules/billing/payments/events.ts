import { formatRupees, type Payment } from '@dd/contract';
import type { Actor } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { emit, type OutboxEvent } from '../../../platform/outbox';
import { loadInvoiceDetail } from '../invoices/serialize';
import { loadPayment } from './serialize';

/**
 * A recorded payment tells the distributor (and the admins): `payment.recorded`, and
 * `invoice.paid` when it settles the invoice. Both link to the invoice.
 */
export function emitPaymentRecorded(
  db: Executor,
  actor: Actor,
  payment: Payment,
  invoice: { status: string; totalPaise: number; balancePaise: number },
): Promise<void> {
  const about = {
    actorUserId: actor.userId,
    distributorId: payment.distributorId,
    entityType: 'invoice',
    entityId: payment.invoiceId,
  } as const;
  const invoiceOf = {
    invoiceId: payment.invoiceId,
    number: payment.invoiceNumber,
    distributorName: payment.distributorName,
  };
  const events: OutboxEvent[] = [
    {
      ...about,
      type: 'payment.recorded',
      payload: {
        ...invoiceOf,
        paymentId: payment.id,
        amountPaise: payment.amountPaise,
        amount: formatRupees(payment.amountPaise),
        method: payment.method,
        reference: payment.reference,
        paidOn: payment.paidOn,
        balancePaise: invoice.balancePaise,
      },
    },
  ];
  if (invoice.status === 'PAID')
    events.push({
      ...about,
      type: 'invoice.paid',
      payload: {
        ...invoiceOf,
        totalPaise: invoice.totalPaise,
        amount: formatRupees(invoice.totalPaise),
      },
    });
  return emit(db, events);
}

/**
 * A reversed payment tells the distributor (and the admins): `payment.reversed`, what it paid is
 * owed again on its invoice. Links to the invoice.
 */
export async function emitPaymentReversed(db: Executor, actor: Actor, paymentId: number) {
  const payment = await loadPayment(db, paymentId);
  const invoice = await loadInvoiceDetail(db, payment.invoiceId);
  return emit(db, {
    type: 'payment.reversed',
    actorUserId: actor.userId,
    distributorId: payment.distributorId,
    entityType: 'invoice',
    entityId: payment.invoiceId,
    payload: {
      invoiceId: payment.invoiceId,
      number: payment.invoiceNumber,
      distributorName: payment.distributorName,
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      amount: formatRupees(payment.amountPaise),
      method: payment.method,
      reference: payment.reference,
      paidOn: payment.paidOn,
      reason: payment.reverseReason ?? '',
      balancePaise: invoice.balancePaise,
    },
  });
}
