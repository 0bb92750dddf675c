import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * When the oldest answer on screen was read (ms), or null when nothing shown came from the
 * server: what the offline banner names.
 */
export function useShownDataSince(): number | null {
  const cache = useQueryClient().getQueryCache();
  const read = useCallback(() => {
    let oldest: number | null = null;
    for (const query of cache.getAll()) {
      const at = query.state.dataUpdatedAt;
      if (at > 0 && query.getObserversCount() > 0 && (oldest === null || at < oldest)) oldest = at;
    }
    return oldest;
  }, [cache]);
  return useSyncExternalStore((listener) => cache.subscribe(listener), read);
}
