import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIssueDrafts } from '../../api/billing';
import { errorText } from '../../lib/errors';

export interface IssueProgress {
  done: number;
  total: number;
  running: boolean;
  /** Each refused draft with its code's text. */
  failures: { id: number; text: string }[];
}

/** "Issue all": the month's drafts issued in turn, with the progress and each refusal's text. */
export function useIssueAll() {
  const { t } = useTranslation();
  const issue = useIssueDrafts();
  const [progress, setProgress] = useState<IssueProgress | null>(null);

  const start = (month: string) => {
    const failures: IssueProgress['failures'] = [];
    setProgress({ done: 0, total: 0, running: true, failures });
    issue.mutate(
      {
        month,
        onStep: ({ id, done, total, error }) => {
          if (error)
            failures.push({ id, text: errorText(error, t, t('billing.invoice.issueFailed')) });
          setProgress({ done, total, running: true, failures: [...failures] });
        },
      },
      {
        onSettled: (_answer, error) => {
          if (error)
            failures.push({ id: 0, text: errorText(error, t, t('billing.runs.draftsFailed')) });
          setProgress((p) => ({
            done: p?.done ?? 0,
            total: p?.total ?? 0,
            running: false,
            failures: [...failures],
          }));
        },
      },
    );
  };

  return { progress, start, reset: () => setProgress(null) };
}
