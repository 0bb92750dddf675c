import type { BillingRun, RunIssueError } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { isIssuing } from '../../api/billing-runs';
import { Link } from 'react-router';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { textLinkClass } from '../../components/ui/TextLink';
import { codeText } from '../../lib/errors';
import { DOCUMENT_KEY, draftPath } from './month-drafts';

/** A draft the job refused: what it is (a link to its page) and its code's text. */
function Refusal({ refusal }: { refusal: RunIssueError }) {
  const { t } = useTranslation();
  const path = draftPath({ type: refusal.documentType, id: refusal.id });
  const name = t(`billing.runs.draftOf.${DOCUMENT_KEY[refusal.documentType]}`, { id: refusal.id });
  return (
    <li>
      <Link to={path} className={textLinkClass}>
        {name}
      </Link>
      {': '}
      {codeText(t, refusal.code, refusal.params) ?? t('billing.runs.refusedOther')}
    </li>
  );
}

/**
 * The issue of the run's drafts as the server tells it: "Issuing n of N..." with a bar while the
 * job is queued or under way, then how many it issued and each draft it refused; and that a
 * later run replaced this one's drafts.
 */
export function RunIssueStatus({
  run,
  problem,
}: {
  run: BillingRun | null;
  problem: string | null;
}) {
  const { t } = useTranslation();
  const issue = run?.issue;
  const issuing = isIssuing(run);
  if (!problem && !run?.replaced && (!issue || issue.state === 'NONE')) return null;
  return (
    <div className="space-y-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
      <ProblemAlert>{problem}</ProblemAlert>
      {run?.replaced ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          {codeText(t, 'billing_run_replaced')}
        </p>
      ) : null}
      {issue && issuing ? (
        <ProgressBar
          label={t('billing.runs.issuing', { done: issue.done, total: issue.total })}
          percent={issue.total ? Math.round((issue.done / issue.total) * 100) : 0}
        />
      ) : null}
      {issue?.state === 'DONE' ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t('billing.runs.issuedAll', {
            count: issue.done - issue.errors.length,
            total: issue.total,
          })}
        </p>
      ) : null}
      {issue && issue.errors.length > 0 ? (
        <ul
          className="space-y-1 text-sm text-red-700 dark:text-red-300"
          aria-label={t('billing.runs.failures')}
        >
          {issue.errors.map((refusal) => (
            <Refusal key={`${refusal.documentType}-${refusal.id}`} refusal={refusal} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
