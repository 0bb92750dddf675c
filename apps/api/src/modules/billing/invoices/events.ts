import { formatRupees, type WebhookEventData } from '@dd/contract';
import { emit, outboxEvent, type OutboxEvent } from '../../../platform/outbox';
import type { Executor } from '../../../db/client';
import type { Actor } from '../../../access/principal';

/** What an invoice event says of its invoice (webhooks get it as `data`, emails write it). */
export type InvoiceFacts = {
  id: number;
  number: string;
  distributorId: number;
  distributorName: string;
  month: string;
  dueDate: string;
};

const eventOf = <T extends 'invoice.issued' | 'invoice.overdue'>(
  type: T,
  inv: InvoiceFacts,
  amountPaise: number,
  extra: Omit<WebhookEventData<T>, 'number' | 'distributorName' | 'month' | 'dueDate' | 'amount'>,
): OutboxEvent =>
  outboxEvent({
    type,
    distributorId: inv.distributorId,
    entityType: 'invoice',
    entityId: inv.id,
    payload: {
      number: inv.number,
      distributorName: inv.distributorName,
      month: inv.month.slice(0, 7),
      dueDate: inv.dueDate,
      // The figure the message names, in rupees as every language writes it.
      amount: formatRupees(amountPaise),
      ...extra,
    } as WebhookEventData<T>,
  });

/** `invoice.issued`: the distributor (and the other admins) are told; the email carries the PDF. */
export function emitIssued(tx: Executor, actor: Actor, inv: InvoiceFacts, totalPaise: number) {
  return emit(tx, {
    ...eventOf('invoice.issued', inv, totalPaise, { totalPaise }),
    actorUserId: actor.userId,
  });
}

/** `invoice.overdue`: the system reminds the distributor of what is still unpaid. */
export function emitOverdue(
  tx: Executor,
  list: { inv: InvoiceFacts; balancePaise: number; daysOverdue: number; day: string }[],
) {
  return emit(
    tx,
    list.map(({ inv, balancePaise, daysOverdue, day }) =>
      eventOf('invoice.overdue', inv, balancePaise, { balancePaise, daysOverdue, day }),
    ),
  );
}
