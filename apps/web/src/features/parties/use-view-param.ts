import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The party open in the detail dialog, kept in the URL (`?view=<id>`) beside the list's state so
 * a reload or a shared link opens it again. Opening or closing it keeps the list's page.
 */
export function useViewParam() {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('view'));
  const viewId = Number.isInteger(value) && value > 0 ? value : null;
  const setView = useCallback(
    (id: number | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id === null) next.delete('view');
          else next.set('view', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const openView = useCallback((id: number) => setView(id), [setView]);
  const closeView = useCallback(() => setView(null), [setView]);
  return { viewId, openView, closeView };
}
