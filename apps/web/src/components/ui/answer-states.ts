import type { TableStates } from './DataTable';

/** What a table says while its answer loads, when it failed and when it has no rows. */
export type AnswerTexts = { loading: string; failed: string; empty: string; emptyHint?: string };

/**
 * A DataTable's `states` for a query's answer (TanStack Query): loading while the first answer is
 * on its way, failed when it could not be read, always with "Try again" (with `keepRows` only when
 * there is no earlier answer to keep showing), else empty or the rows.
 */
export function answerStates(
  query: { isPending: boolean; isError: boolean; data?: unknown; refetch: () => unknown },
  texts: AnswerTexts,
  { keepRows = false } = {},
): TableStates {
  return {
    loading: query.isPending && texts.loading,
    failed: query.isError &&
      !(keepRows && query.data) && { title: texts.failed, onRetry: () => void query.refetch() },
    empty: { title: texts.empty, hint: texts.emptyHint },
  };
}
