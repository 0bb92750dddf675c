import {
  QueryClient,
  QueryClientProvider,
  useQueryClient,
  type QueryClientConfig,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../lib/api';

/**
 * The server cache (TanStack Query) is made, provided, cleared and listened to here: outside
 * src/api the app uses these and the resource hooks, never the query client itself (lint rule).
 */

/** docs/product.md section 8: retry once, no refetch on window focus. Client errors (4xx) are not retried. */
const APP_CACHE: QueryClientConfig = {
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
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

/** Forgets every cached answer (the session ended: the next user must not see them). */
export function useClearCache(): () => void {
  const client = useQueryClient();
  return useCallback(() => client.clear(), [client]);
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
