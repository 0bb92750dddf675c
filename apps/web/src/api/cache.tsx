import type { User } from '@dd/contract';
import {
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useQueryClient,
  type QueryClientConfig,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isApiError } from '../lib/api';

/**
 * The server cache (TanStack Query) is made, provided, cleared and listened to here: outside
 * src/api the app uses these and the resource hooks, never the query client itself (lint rule).
 */

/** docs/product/texts.md: retry once, no refetch on window focus. Client errors (4xx) are not retried. */
const APP_CACHE: QueryClientConfig = {
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Answers are kept a day (in memory and, per account, in IndexedDB: offline-cache.ts), so
      // that the screens last read open without a network (decision 0155).
      gcTime: 24 * 60 * 60 * 1000,
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
};

/** Provides the cache to the app: a new one, or `cache` (tests pass one without retries). */
export function CacheProvider({ cache, children }: { cache?: QueryClient; children: ReactNode }) {
  const [client] = useState(() => cache ?? new QueryClient(APP_CACHE));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The kept-offline module (IndexedDB, the persister): fetched when first needed. */
const offlineCache = () => import('./offline-cache');

/**
 * Forgets every cached answer, in memory and kept on the device (the session ended: the next
 * user must not see them).
 */
export function useClearCache(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    client.clear();
    void offlineCache().then((m) => m.forgetAll());
  }, [client]);
}

/**
 * The offline side of the session (decision 0155): `keep(user)` once signed in with a network
 * (the account's kept answers come back, new ones are kept); `restore()` when the start found no
 * network: the stored token's user and their kept answers, or null.
 */
export function useOfflineCache(): {
  keep: (user: User) => Promise<void>;
  restore: () => Promise<User | null>;
} {
  const client = useQueryClient();
  const keep = useCallback(
    (user: User) => offlineCache().then((m) => m.keepFor(client, user)),
    [client],
  );
  const restore = useCallback(() => offlineCache().then((m) => m.restoreOffline(client)), [client]);
  return { keep, restore };
}

// TanStack Query assumes a network at start and then follows the browser's online/offline
// events; a start without a network must be known at once (the offline banner, paused reads).
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/** Whether the browser says it has a network (TanStack Query's online manager). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}

/** Calls `onError` with the error of each read that fails while mounted. */
export function useReadErrors(onError: (error: unknown) => void): void {
  const cache = useQueryClient().getQueryCache();
  useEffect(
    () =>
      cache.subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
      }),
    [cache, onError],
  );
}
