import type {
  Notification,
  NotificationEventType,
  OrderStatus,
  SecurityEventType,
} from '@dd/contract';
import {
  NOTIFICATION_EVENT_TYPES,
  ORDER_STATUSES,
  SECURITY_EVENT_TYPES,
  BUSINESS_TIME_ZONE,
} from '@dd/contract/values';
import type { TFunction } from 'i18next';
import { formatDateIn } from '../../lib/dates';

const isEventType = (type: string): type is NotificationEventType =>
  (NOTIFICATION_EVENT_TYPES as readonly string[]).includes(type);
const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
const isSecurityType = (value: unknown): value is SecurityEventType =>
  typeof value === 'string' && (SECURITY_EVENT_TYPES as readonly string[]).includes(value);

/** i18next keys cannot hold dots: 'order.created' is 'order_created' in the catalogue. */
const typeKey = (type: NotificationEventType) => type.replace('.', '_') as `${string}_${string}`;

/** Identifiers worth showing under the message, as the payload carries them (not translated). */
const DETAIL_FIELDS = [
  'orderNumber',
  'reference',
  'serialNumber',
  'model',
  'distributorName',
  'retailerName',
] as const;

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const whole = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

/** The books' credits and payouts: their own number, the amount and whose account it is. */
const BOOK_TYPES: readonly NotificationEventType[] = [
  'credit_note.issued',
  'refund_voucher.issued',
  'payout.recorded',
  'commission.approved',
];

/**
 * A credit said as one: "₹1,128.00 credited to your account" for the distributor's own users,
 * "... to the account of <distributor>" for an admin; a payout "paid to you" or to it.
 */
function bookLine(
  t: TFunction,
  type: NotificationEventType,
  p: Notification['payload'],
  own: boolean,
) {
  const number = text(p.number);
  const amount = text(p.amount);
  if (!BOOK_TYPES.includes(type) || !number || !amount) return null;
  const distributor = text(p.distributorName);
  const theirs = !own && distributor !== undefined;
  return t(`inbox.said.${typeKey(type)}` as 'inbox.said.credit_note_issued', {
    number,
    amount,
    invoice: text(p.invoiceNumber) ?? '',
    account: theirs ? t('inbox.whose.accountOf', { distributor }) : t('inbox.whose.account'),
    payee: theirs ? t('inbox.whose.payeeOf', { distributor }) : t('inbox.whose.payee'),
  });
}

/**
 * The line of an event whose payload says what happened: a transfer's number and device count,
 * the swapped serials, the idle devices' count. Null: the type's plain line (older payloads).
 */
function namedLine(
  t: TFunction,
  type: NotificationEventType,
  p: Notification['payload'],
  own: boolean,
) {
  const number = text(p.transferNumber);
  const devices = whole(p.machineCount);
  if (type.startsWith('transfer.') && number && devices !== undefined)
    return t(`inbox.said.${typeKey(type)}` as 'inbox.said.transfer_created', {
      number,
      count: devices,
    });
  const faulty = text(p.faultySerial);
  const replacement = text(p.replacementSerial);
  if (type === 'machine.swapped' && faulty && replacement)
    return t('inbox.said.machine_swapped', { faulty, replacement });
  const shop = text(p.shopName) ?? text(p.retailerName);
  if (type === 'machine.installed' && shop && devices !== undefined)
    return devices === 1 && text(p.serialNumber)
      ? t('inbox.said.machine_installed', { serial: text(p.serialNumber), shop })
      : t('inbox.said.machine_installed_many', { count: devices, shop });
  const invoice = text(p.number);
  const amount = text(p.amount);
  const ofInvoice =
    type.startsWith('invoice.') || type === 'payment.recorded' || type === 'payment.reversed';
  if (ofInvoice && invoice && amount)
    return t(`inbox.said.${typeKey(type)}` as 'inbox.said.invoice_issued', { invoice, amount });
  const book = bookLine(t, type, p, own);
  if (book) return book;
  const idle = whole(p.count);
  if (type === 'devices.idle' && idle !== undefined)
    return t('inbox.said.devices_idle', { count: idle });
  return null;
}

/**
 * A notification as one translated line, written from its type and payload, plus a short line
 * of the identifiers it names (order numbers stay in the first line for order events). Alerts
 * grouped on the server (payload.alerts, decision 0135) say how many they hold. `own`: the reader
 * is the distributor's own user (a credit goes to "your account"), not an admin.
 */
export function notificationText(
  t: TFunction,
  n: Notification,
  own = true,
): { text: string; detail: string } {
  const p = n.payload;
  const orderNumber = typeof p.orderNumber === 'string' ? p.orderNumber : '';
  const isOrder = n.type.startsWith('order.');
  const detail = DETAIL_FIELDS.filter((f) => !(isOrder && f === 'orderNumber'))
    .map((f) => p[f])
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .join(' · ');
  if (!isEventType(n.type)) return { text: n.type, detail };
  const status = isOrderStatus(p.to) ? t(`inbox.status.${p.to}`) : '';
  const what = isSecurityType(p.securityType)
    ? t(`profile.securityEvents.types.${p.securityType}`)
    : t('inbox.securityActivity');
  const line =
    namedLine(t, n.type, p, own) ??
    t(`inbox.events.${typeKey(n.type)}` as 'inbox.events.order_created', {
      orderNumber,
      status,
      what,
    });
  const alerts = whole(p.alerts) ?? 1;
  return { text: alerts > 1 ? `${line} ${t('inbox.alerts', { count: alerts })}` : line, detail };
}

/** "5 minutes ago" in the UI language; a date (in `timeZone`) past a week. */
export function relativeTime(
  at: string,
  now: Date,
  language: string,
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  const seconds = Math.round((new Date(at).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(0, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return format.format(Math.round(seconds / 86_400), 'day');
  return formatDateIn(at, 'date', language, timeZone);
}
