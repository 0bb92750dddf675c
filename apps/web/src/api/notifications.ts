import type {
  NotificationListResponse,
  NotificationPreferencesResponse,
  NotificationPreferencesUpdate,
  UnreadCountResponse,
} from '@dd/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useGet } from './hooks';
import { notificationKeys } from './keys';
import { refreshAfter } from './refresh';

/** How often the bell asks for the unread count (and again whenever the window gets focus). */
export const UNREAD_POLL_MS = 30_000;
const PAGE_SIZE = 20;

/** GET /notifications/unread-count: the bell's badge, polled. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) =>
      api.get<UnreadCountResponse>('/notifications/unread-count', { signal }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    select: (answer) => answer.unread,
  });
}

/** GET /notifications: the panel's list, newest first, a page at a time ("Show older"). */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal, pageParam }) =>
      api.get<NotificationListResponse>('/notifications', {
        query: { page: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    enabled,
  });
}

/** POST /notifications/{id}/read. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<UnreadCountResponse>(`/notifications/${id}/read`),
    onSuccess: (answer) => {
      queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unread(), answer);
      return refreshAfter(queryClient, 'inboxRead');
    },
  });
}

/** POST /notifications/read-all. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadCountResponse>('/notifications/read-all'),
    onSuccess: (answer) => {
      queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unread(), answer);
      return refreshAfter(queryClient, 'inboxRead');
    },
  });
}

/** GET /notifications/preferences: per event type, in-app and email; whether email is on. */
export function useNotificationPreferences() {
  return useGet<NotificationPreferencesResponse>(
    notificationKeys.preferences(),
    '/notifications/preferences',
  );
}

/**
 * PUT /notifications/preferences: saves the changed types and/or the email delivery; the answer
 * is the new state.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NotificationPreferencesUpdate) =>
      api.put<NotificationPreferencesResponse>('/notifications/preferences', update),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.preferences(), answer);
    },
  });
}
