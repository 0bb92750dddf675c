import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL's search params and an `update` that builds on the latest requested URL, not only on
 * the last rendered one: react-router's setSearchParams does not queue functional updates, so two
 * quick changes (e.g. two filters) would otherwise lose the first.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<string | null>(null);

  useEffect(() => {
    // The URL has caught up with what was asked: read it from the router again.
    if (pending.current === params.toString()) pending.current = null;
  }, [params]);

  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, replace = false) => {
      const base = new URLSearchParams(pending.current ?? params);
      const next = change(base);
      pending.current = next.toString();
      setParams(next, { replace });
    },
    [params, setParams],
  );

  return [params, update] as const;
}
