import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './use-list-state';

/**
 * A search kept outside the URL (a box inside a dialog): `value` once it has been quiet for
 * `delay` ms. A list screen uses `useListState`, which debounces into the URL instead.
 */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
