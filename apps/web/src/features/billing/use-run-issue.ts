import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isIssuing,
  useBillingRun,
  useBillingRuns,
  useIssueRun,
  useRefreshWhenIssued,
} from '../../api/billing-runs';
import { isApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';

/**
 * "Issue all" of a month as the server's job (decision 0159): the run in force is the month's
 * newest; starting it queues the job, and its progress is read from the run while it goes on, so
 * a closed tab changes nothing and the month opened again shows where the job is.
 */
export function useRunIssue(month: string) {
  const { t } = useTranslation();
  const runs = useBillingRuns(month);
  const newest = runs.data?.runs[0] ?? null;
  const [started, setStarted] = useState(false);
  const followed = useBillingRun(newest?.id ?? null, started || isIssuing(newest));
  // The fresher of the two answers about the run: the list's, or the run's own.
  const own = followed.data?.run;
  const run =
    own && own.id === newest?.id && followed.dataUpdatedAt >= runs.dataUpdatedAt ? own : newest;
  useRefreshWhenIssued(run);
  const issue = useIssueRun();
  const [problem, setProblem] = useState<string | null>(null);

  const start = () => {
    if (!newest) return;
    setProblem(null);
    issue.mutate(newest.id, {
      onSuccess: () => setStarted(true),
      onError: (error) => {
        setProblem(errorText(error, t, t('billing.runs.issueAllFailed')));
        // A later run took the month's drafts: that run is the one to issue now.
        if (isApiError(error) && error.code === 'billing_run_replaced') void runs.refetch();
      },
    });
  };

  // Without the month's runs there is no job to start or follow: said where its progress goes.
  const failed = runs.isError ? t('billing.runs.runsFailed') : null;
  return { run, start, starting: issue.isPending, problem: problem ?? failed };
}
