import type { ReactNode } from 'react';
import { Card } from './Card';
import { ErrorState, LoadingState } from './States';

/**
 * A record's page until its record is there: the back link over the spinner, or over "not found"
 * when the answer failed (missing, or another's: a 404 like a missing one). Null once loaded.
 */
export function recordStates(
  query: { isPending: boolean; isError: boolean; data?: unknown },
  back: ReactNode,
  texts: { loading: string; notFound: string },
): ReactNode | null {
  if (query.isPending)
    return (
      <>
        {back}
        <LoadingState label={texts.loading} />
      </>
    );
  if (query.isError || !query.data)
    return (
      <>
        {back}
        <Card>
          <ErrorState title={texts.notFound} />
        </Card>
      </>
    );
  return null;
}
