import { z } from 'zod';
import { NOTIFICATION_EVENT_TYPES } from './event-types';

export {
  EMAIL_DELIVERIES,
  EMAIL_DIGEST_HOUR,
  IMMEDIATE_EMAIL_EVENTS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_EVENT_TYPES,
} from './event-types';

export const NotificationEventType = z.enum(NOTIFICATION_EVENT_TYPES);
export type NotificationEventType = z.infer<typeof NotificationEventType>;

/** Webhooks may also subscribe to this one: the "send test event" button. */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;
