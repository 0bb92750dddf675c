import { z } from 'zod';
import { Count, IntId, IsoDateTime, PageMeta, Pagination } from './common';
import { EMAIL_DELIVERIES } from './event-types';
import { NotificationEventType } from './notification-events';

/** GET /notifications: the caller's own, newest first; `unread=true` keeps the unread ones. */
export const NotificationListQuery = Pagination.extend({
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

/** One in-app notification of the caller. */
export const Notification = z.object({
  id: IntId,
  /** One of NOTIFICATION_EVENTS (the web writes the message from it and the payload). */
  type: z.string(),
  at: IsoDateTime,
  entityType: z.string().nullable(),
  entityId: z.number().int().nullable(),
  /** What the message needs (numbers, names, statuses); never a secret. */
  payload: z.record(z.string(), z.unknown()),
  readAt: IsoDateTime.nullable(),
  /** The web path of the object (e.g. /orders/12), null when there is none. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const UnreadCountResponse = z.object({ unread: Count });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;

export const NotificationListResponse = PageMeta.extend({
  notifications: z.array(Notification),
  /** All the caller's unread ones (not only this page's). */
  unread: Count,
});
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

/** Per event type: told in the app, told by email. */
export const NotificationPreference = z.object({
  type: NotificationEventType,
  inApp: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreference>;

/**
 * `perEvent`: an email per event as it happens. `dailyDigest` (admins only, their default): the
 * events are summed up in one email a day at 09:00 India time; security alerts still go at once.
 */
export const EmailDelivery = z.enum(EMAIL_DELIVERIES);
export type EmailDelivery = z.infer<typeof EmailDelivery>;

export const NotificationPreferencesResponse = z.object({
  /** Every event type, in NOTIFICATION_EVENTS order: the caller's choice or the default. */
  preferences: z.array(NotificationPreference),
  /** False when the server has no SMTP: email switches change nothing then. */
  emailAvailable: z.boolean(),
  /** How the caller's emails go out (chosen, or the role's default); always perEvent for non-admins. */
  emailDelivery: EmailDelivery,
});
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponse>;

/**
 * PUT /notifications/preferences: the listed types change, the others stay; `emailDelivery`
 * changes when given (dailyDigest: admins only). At least one of the two.
 */
export const NotificationPreferencesUpdate = z
  .object({
    preferences: z
      .array(NotificationPreference)
      .min(1)
      .max(100)
      .refine((list) => new Set(list.map((p) => p.type)).size === list.length, {
        error: 'Each event type may be listed once',
      })
      .optional(),
    emailDelivery: EmailDelivery.optional(),
  })
  .refine((body) => body.preferences !== undefined || body.emailDelivery !== undefined, {
    error: 'Give preferences, emailDelivery or both',
  });
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdate>;

/** POST /notifications/read-all takes no body: none, or an empty JSON object. */
export const NotificationReadAllRequest = z.object({}).nullish();
