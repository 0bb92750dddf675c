import { WEBHOOK_EVENT_TYPES, type NotificationEventType } from '@dd/contract';

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
