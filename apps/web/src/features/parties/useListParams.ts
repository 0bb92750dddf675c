import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Search typing waits this long before it becomes a request (and a URL change). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list screen's search, filters and page, kept in the URL (`?search=&status=&page=`...) so a
 * reload or a shared link shows the same view. `draft` is what the search box shows while typing;
 * it reaches the URL (and so the request) after SEARCH_DEBOUNCE_MS, resetting the page to 1.
 * The detail view is in the URL too (`?view=<id>`).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const pageValue = Number(params.get('page'));
  const page = Number.isInteger(pageValue) && pageValue > 0 ? pageValue : 1;
  const viewValue = Number(params.get('view'));
  const viewId = Number.isInteger(viewValue) && viewValue > 0 ? viewValue : null;

  const [draft, setDraft] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  // The URL changed from outside (back button, a link): show its search in the box.
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (draft.trim() !== search) setDraft(search);
  }

  /** Sets (or, with null / '' / 'all', removes) URL parameters; filters go back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | null>, options: { keepPage?: boolean } = {}) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || value === 'all') next.delete(key);
            else next.set(key, String(value));
          }
          if (!options.keepPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    const term = draft.trim();
    if (term === search) return;
    const timer = setTimeout(() => update({ search: term }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, search, update]);

  const setPage = useCallback(
    (next: number) => update({ page: next > 1 ? next : null }, { keepPage: true }),
    [update],
  );
  const openView = useCallback((id: number) => update({ view: id }, { keepPage: true }), [update]);
  const closeView = useCallback(() => update({ view: null }, { keepPage: true }), [update]);

  return {
    params,
    search,
    draft,
    setDraft,
    page,
    setPage,
    update,
    viewId,
    openView,
    closeView,
  };
}
