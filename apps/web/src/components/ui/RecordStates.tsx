import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api';
import { isId } from '../../lib/record-id';
import { Card } from './Card';
import { EmptyState, ErrorState, LoadingState } from './States';

/**
 * A record's page until its record is there (`id` from the URL): `back` (the way back, if any)
 * over the spinner; over "not found" for an id that is no id or an answer of 404 (missing, or
 * another's: the server answers both alike); else over the load failure with "Try again".
 * Null once the record is there, also when a later refresh failed (the record stays shown).
 */
export function recordStates(
  query: { isPending: boolean; error: unknown; data?: unknown; refetch: () => unknown },
  id: number,
  back: ReactNode,
  texts: { loading: string; notFound: string; loadFailed: string },
): ReactNode | null {
  if (query.data) return null;
  if (query.isPending && isId(id))
    return (
      <>
        {back}
        <LoadingState label={texts.loading} />
      </>
    );
  const missing = !query.error || (isApiError(query.error) && query.error.status === 404);
  return (
    <>
      {back}
      <Card>
        {missing ? (
          <EmptyState title={texts.notFound} />
        ) : (
          <ErrorState title={texts.loadFailed} onRetry={() => void query.refetch()} />
        )}
      </Card>
    </>
  );
}
