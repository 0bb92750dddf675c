import { type BillingRun, BillingRunDetailResponse, BillingRunListResponse } from '@dd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../lib/api';
import { useGet } from './hooks';
import { billingKeys } from './keys';
import { refreshAfter } from './refresh';

/** How often a run whose drafts are being issued is asked again. */
const RUN_POLL_MS = 1000;

/** The run's drafts are being issued in the background (queued or under way). */
export const isIssuing = (run: BillingRun | null | undefined) =>
  run?.issue.state === 'QUEUED' || run?.issue.state === 'RUNNING';

/** GET /billing/runs?month= (admins): the month's runs, newest (the one in force) first. */
export function useBillingRuns(month: string) {
  return useGet(billingKeys.runs(month), '/billing/runs', BillingRunListResponse, {
    query: { month },
  });
}

/**
 * GET /billing/runs/{id}: the run with the issue of its drafts, asked again every second while
 * they are being issued (the job runs on the server: a closed tab stops nothing).
 */
export function useBillingRun(id: number | null, enabled = true) {
  return useQuery({
    queryKey: billingKeys.run(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(`/billing/runs/${id}`, { schema: BillingRunDetailResponse, signal }),
    enabled: enabled && id !== null,
    // The issue's own answer (the run as queued) stands until the next look, a second on.
    staleTime: RUN_POLL_MS,
    refetchInterval: (query) => (isIssuing(query.state.data?.run) ? RUN_POLL_MS : false),
  });
}

/**
 * POST /billing/runs/{id}/issue (202): queues the issue of every draft of the run; its answer,
 * the run as queued, is what useBillingRun shows until it asks again.
 */
export function useIssueRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/billing/runs/${id}/issue`, undefined, { schema: BillingRunDetailResponse }),
    onSuccess: (answer) => queryClient.setQueryData(billingKeys.run(answer.run.id), answer),
  });
}

/** Once a run's issue ends, every billing list and record is read again: it issued them. */
export function useRefreshWhenIssued(run: BillingRun | null) {
  const queryClient = useQueryClient();
  const issuing = isIssuing(run);
  const wasIssuing = useRef(issuing);
  useEffect(() => {
    if (wasIssuing.current && !issuing) void refreshAfter(queryClient, 'billingWrite');
    wasIssuing.current = issuing;
  }, [issuing, queryClient]);
}
