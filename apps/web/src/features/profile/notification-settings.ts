import { useCallback, useState } from 'react';

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationSettings = Record<NotificationChannel, boolean>;

export const DEFAULT_NOTIFICATIONS: NotificationSettings = { email: true, sms: false, push: true };

/** Kept on this device only (local storage), per user: the API has no place for them yet. */
export const notificationsKey = (userId: number) => `dd.notifications.${userId}`;

export function readNotifications(userId: number): NotificationSettings {
  try {
    const raw = window.localStorage.getItem(notificationsKey(userId));
    const stored = raw ? (JSON.parse(raw) as Partial<Record<string, unknown>>) : {};
    const settings = { ...DEFAULT_NOTIFICATIONS };
    for (const channel of NOTIFICATION_CHANNELS) {
      if (typeof stored[channel] === 'boolean') settings[channel] = stored[channel];
    }
    return settings;
  } catch {
    return { ...DEFAULT_NOTIFICATIONS };
  }
}

export function useNotificationSettings(userId: number) {
  const [settings, setSettings] = useState(() => readNotifications(userId));
  const toggle = useCallback(
    (channel: NotificationChannel) => {
      setSettings((current) => {
        const next = { ...current, [channel]: !current[channel] };
        try {
          window.localStorage.setItem(notificationsKey(userId), JSON.stringify(next));
        } catch {
          // Storage blocked: the choice lasts for this visit only.
        }
        return next;
      });
    },
    [userId],
  );
  return { settings, toggle };
}
