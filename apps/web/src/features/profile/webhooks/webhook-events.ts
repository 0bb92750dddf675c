import {
  WEBHOOK_EVENT_TYPES,
  type NotificationEventType,
  type WebhookDeliveryStatus,
} from '@dd/contract';
import type { Tone } from '../../../components/ui/Badge';

export type EventGroup = { key: string; types: NotificationEventType[] };

/** The event types grouped by what they are about (the part before the dot), in order. */
export const EVENT_GROUPS: EventGroup[] = WEBHOOK_EVENT_TYPES.reduce<EventGroup[]>(
  (groups, type) => {
    const key = type.split('.')[0]!;
    const group = groups.find((g) => g.key === key);
    if (group) group.types.push(type);
    else groups.push({ key, types: [type] });
    return groups;
  },
  [],
);

export const DELIVERY_TONES: Record<WebhookDeliveryStatus, Tone> = {
  pending: 'yellow',
  succeeded: 'green',
  failed: 'red',
};
