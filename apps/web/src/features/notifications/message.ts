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
} from '@dd/contract/values';
import type { TFunction } from 'i18next';

const isEventType = (type: string): type is NotificationEventType =>
  (NOTIFICATION_EVENT_TYPES as readonly string[]).includes(type);
const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
const isSecurityType = (value: unknown): value is SecurityEventType =>
  typeof value === 'string' && (SECURITY_EVENT_TYPES as readonly string[]).includes(value);

/** i18next keys cannot hold dots: 'order.created' is 'order_created' in the catalogue. */
export const typeKey = (type: NotificationEventType) =>
  type.replace('.', '_') as `${string}_${string}`;

/** Identifiers worth showing under the message, as the payload carries them (not translated). */
const DETAIL_FIELDS = [
  'orderNumber',
  'reference',
  'serialNumber',
  'model',
  'distributorName',
  'retailerName',
] as const;

/**
 * A notification as one translated line, written from its type and payload, plus a short line
 * of the identifiers it names (order numbers stay in the first line for order events).
 */
export function notificationText(t: TFunction, n: Notification): { text: string; detail: string } {
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
  return {
    text: t(`inbox.events.${typeKey(n.type)}` as 'inbox.events.order_created', {
      orderNumber,
      status,
      what,
    }),
    detail,
  };
}

/** "5 minutes ago" in the UI language; a date past a week. */
export function relativeTime(at: string, now: Date, language: string): string {
  const seconds = Math.round((new Date(at).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(0, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return format.format(Math.round(seconds / 86_400), 'day');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(at));
}
