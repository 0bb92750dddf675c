import {
  NotificationListResponse,
  NotificationPreferencesResponse,
  type NotificationPreferencesUpdate,
  UnreadCountResponse,
} from '@dd/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api';
import { useGet } from './hooks';
import { notificationKeys } from './keys';
import { refreshAfter } from './refresh';

/** How often the bell asks for the unread count (and again whenever the window gets focus). */
const UNREAD_POLL_MS = 30_000;
const PAGE_SIZE = 20;

/** GET /notifications/unread-count: the bell's badge, polled. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) =>
      api.get('/notifications/unread-count', { schema: UnreadCountResponse, signal }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    select: (answer) => answer.unread,
  });
}

/**
 * GET /notifications: the panel's list, newest first, a page at a time ("Show older"). The bell's
 * badge and the list agree (decision 0164): a list answer sets the badge to its unread count, and
 * a polled count (`unread`) that differs from the list's loads the list again.
 */
export function useNotifications(enabled: boolean, unread?: number) {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: async ({ signal, pageParam }) => {
      const answer = await api.get('/notifications', {
        schema: NotificationListResponse,
        query: { page: pageParam, pageSize: PAGE_SIZE },
        signal,
      });
      if (pageParam === 1) {
        queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unread(), {
          unread: answer.unread,
        });
      }
      return answer;
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    enabled,
  });
  const listed = list.data?.pages[0]?.unread;
  const { isFetching, refetch } = list;
  useEffect(() => {
    if (enabled && unread !== undefined && listed !== undefined && unread !== listed && !isFetching)
      void refetch();
  }, [enabled, unread, listed, isFetching, refetch]);
  return list;
}

/** POST /notifications/{id}/read. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/notifications/${id}/read`, undefined, { schema: UnreadCountResponse }),
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
    mutationFn: () =>
      api.post('/notifications/read-all', undefined, { schema: UnreadCountResponse }),
    onSuccess: (answer) => {
      queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unread(), answer);
      return refreshAfter(queryClient, 'inboxRead');
    },
  });
}

/** GET /notifications/preferences: per event type, in-app and email; whether email is on. */
export function useNotificationPreferences() {
  return useGet(
    notificationKeys.preferences(),
    '/notifications/preferences',
    NotificationPreferencesResponse,
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
      api.put('/notifications/preferences', update, { schema: NotificationPreferencesResponse }),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.preferences(), answer);
    },
  });
}
