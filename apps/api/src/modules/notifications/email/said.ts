import {
  WEBHOOK_EVENT_DATA,
  type Language,
  type MachineType,
  type NotificationEventType,
  type OrderStatus,
} from '@dd/contract';
import type { z } from 'zod';
import type { Params, Say } from '../../../lib/texts';

/** What an event of type T tells, as the contract types it (the outbox's payload). */
type Data<T extends NotificationEventType> = z.output<(typeof WEBHOOK_EVENT_DATA)[T]>;

/** Who reads the email: the distributor's own users are addressed as "you", admins are not. */
export type Reader = { own: boolean };

/**
 * What an email says of its event: the number it is known by (`ref`), the values its texts
 * name, the `context` variant of its texts, and what its link searches (a serial, a month).
 */
export type Said = {
  ref?: string;
  params?: Params;
  context?: string;
  serial?: string;
  month?: string;
};

/** The words a payload's codes and parties are said with, in the reader's language. */
export type Words = {
  say: Say;
  status: (code: OrderStatus) => string;
  machineType: (code: MachineType) => string;
  /** 'YYYY-MM' as the month's name: 'September 2026', 'सितंबर 2026'. */
  month: (month: string) => string;
  /** The account a credit goes to: the reader's own, or the distributor's for an admin. */
  account: (distributor: string) => string;
  /** Who is paid: the reader, or the distributor for an admin. */
  payee: (distributor: string) => string;
};

export function wordsOf(say: Say, lang: Language, reader: Reader): Words {
  return {
    say,
    status: (code) => say(`email.status.${code}`),
    machineType: (code) => say(`email.machineType.${code}`),
    month: (month) =>
      /^\d{4}-\d{2}$/.test(month)
        ? new Intl.DateTimeFormat(`${lang}-IN`, {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${month}-01T00:00:00Z`))
        : month,
    account: (distributor) =>
      reader.own ? say('email.whose.account') : say('email.whose.accountOf', { distributor }),
    payee: (distributor) =>
      reader.own ? say('email.whose.payee') : say('email.whose.payeeOf', { distributor }),
  };
}

type Sayer<T extends NotificationEventType> = (data: Data<T>, words: Words) => Said;

const order = (d: Pick<Data<'order.created'>, 'orderNumber' | 'quantity'>): Said => ({
  ref: d.orderNumber,
  params: { count: d.quantity },
});

const assignment = (d: Data<'assignment.created'>): Said => ({
  ref: `#${d.assignmentId}`,
  params: { count: d.machineCount },
});

const rma = (d: Data<'rma.received'>): Said => ({
  ref: d.batchNumber,
  params: { provider: d.providerName, count: d.machineCount },
});

const transfer = (d: Data<'transfer.accepted'>): Said => ({
  ref: d.transferNumber,
  params: { from: d.fromDistributorName, to: d.toDistributorName, count: d.machineCount },
});

const invoiceDue = (d: Pick<Data<'invoice.issued'>, 'number' | 'amount' | 'dueDate'>): Said => ({
  ref: d.number,
  params: { amount: d.amount, due: d.dueDate },
});

/**
 * Each event's values for its texts (`email.events.<type>` in the catalogues), read from the
 * payload the contract types: a count picks the plural form, a party named only sometimes (a
 * retailer, a model, one serial) picks the variant that names it.
 */
const SAID: { [T in NotificationEventType]: Sayer<T> } = {
  'order.created': order,
  'order.status_changed': (d, w) => ({
    ref: d.orderNumber,
    params: { status: w.status(d.to), from: w.status(d.from) },
  }),
  'order.awaiting_receipt': order,
  'order.delivered': order,
  'assignment.created': (d) =>
    d.retailerName
      ? {
          ...assignment(d),
          params: { count: d.machineCount, retailer: d.retailerName },
          context: 'retailer',
        }
      : assignment(d),
  'assignment.returned': assignment,
  'assignment.return_undone': assignment,
  'receipt.discrepancy': (d) => ({
    ref: d.receiptNumber,
    params: { missing: d.missing, extra: d.unexpected },
  }),
  'stock.low': (d, w) => ({
    params: {
      provider: d.providerName,
      machineType: w.machineType(d.machineType),
      available: d.available,
      threshold: d.threshold,
      ...(d.model ? { model: d.model } : {}),
    },
    ...(d.model ? { context: 'model' } : {}),
  }),
  'devices.idle': (d) => ({ ref: '', params: { count: d.count, days: d.days } }),
  'machine.installed': (d): Said =>
    d.serialNumber
      ? {
          context: 'serial',
          serial: d.serialNumber,
          params: { retailer: d.retailerName, serial: d.serialNumber },
        }
      : { params: { retailer: d.retailerName, count: d.machineCount } },
  'machine.swapped': (d) => ({
    serial: d.faultySerial,
    params: { serial: d.faultySerial, newSerial: d.replacementSerial },
  }),
  'rma.sent': rma,
  'rma.received': rma,
  'rma.closed': rma,
  'transfer.created': transfer,
  'transfer.accepted': transfer,
  'transfer.refused': transfer,
  'transfer.cancelled': transfer,
  'invoice.issued': invoiceDue,
  'invoice.overdue': invoiceDue,
  'payment.recorded': (d) => ({
    ref: d.number,
    params: { amount: d.amount, distributor: d.distributorName },
  }),
  'invoice.paid': (d) => ({ ref: d.number, params: { distributor: d.distributorName } }),
  'payment.reversed': (d) => ({ ref: d.number, params: { amount: d.amount, reason: d.reason } }),
  'credit_note.issued': (d, w) => ({
    ref: d.number,
    params: {
      invoice: d.invoiceNumber,
      amount: d.amount,
      account: w.account(d.distributorName),
      reason: d.reason,
    },
  }),
  'refund_voucher.issued': (d, w) => ({
    ref: d.number,
    params: { month: w.month(d.month), amount: d.amount, account: w.account(d.distributorName) },
  }),
  'payout.recorded': (d, w) => ({
    ref: d.number,
    params: {
      amount: d.amount,
      payee: w.payee(d.distributorName),
      source: d.sourceNumber,
      reference: d.reference,
    },
  }),
  'commission.approved': (d, w) => ({
    ref: d.number,
    month: d.month,
    params: {
      month: w.month(d.month),
      amount: d.amount,
      account: w.account(d.distributorName),
      gross: d.grossAmount,
      tds: d.tdsAmount,
    },
  }),
  'security.alert': (d, w) => ({
    ref: '',
    params: { what: w.say(`email.security.${d.securityType}`) },
  }),
};

/** What an event says, or null when its payload is not the contract's (then: its object only). */
export function said(type: string, payload: unknown, words: Words): Said | null {
  if (!(type in SAID)) return null;
  const t = type as NotificationEventType;
  const parsed = WEBHOOK_EVENT_DATA[t].safeParse(payload);
  if (!parsed.success) return null;
  return (SAID[t] as Sayer<NotificationEventType>)(parsed.data as never, words);
}
