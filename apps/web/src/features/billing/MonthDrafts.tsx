import type { Invoice } from '@dd/contract';
import { Send } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useInvoices, useIssueInvoice } from '../../api/billing';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { DataTable } from '../../components/ui/DataTable';
import { Pagination } from '../../components/ui/Pagination';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { InvoiceLink } from './invoice-columns';
import { Money } from './Money';
import { useIssueAll } from './use-issue-all';
import { answerStates } from '../../components/ui/answer-states';

const PAGE_SIZE = 50;

/** What "Issue all" did: the progress while it runs, then how many were issued and each refusal. */
function IssueAllProgress({
  progress,
}: {
  progress: NonNullable<ReturnType<typeof useIssueAll>['progress']>;
}) {
  const { t } = useTranslation();
  const { done, total, running, failures } = progress;
  return (
    <div className="border-b border-slate-200 px-4 pb-3 dark:border-slate-800">
      {running ? (
        <ProgressBar
          label={t('billing.runs.issuing', { done, total })}
          percent={total ? Math.round((done / total) * 100) : undefined}
        />
      ) : (
        <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {t('billing.runs.issuedAll', { count: done - failures.length, total })}
        </p>
      )}
      {failures.length > 0 ? (
        <ul
          className="mt-2 space-y-1 text-sm text-red-700 dark:text-red-300"
          aria-label={t('billing.runs.failures')}
        >
          {failures.map((f) => (
            <li key={f.id}>
              {f.id ? t('billing.runs.failure', { id: f.id, text: f.text }) : f.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The drafts of a month: each to open or issue, and "Issue all" with a confirmation. */
export function MonthDrafts({ month }: { month: string }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const [page, setPage] = useState(1);
  const drafts = useInvoices({
    month,
    status: 'DRAFT',
    page,
    pageSize: PAGE_SIZE,
    sort: 'distributorName',
    order: 'asc',
  });
  const issue = useIssueInvoice();
  const all = useIssueAll();
  const [asking, setAsking] = useState(false);
  const total = drafts.data?.total ?? 0;
  const running = all.progress?.running ?? false;

  const issueOne = (draft: Invoice) =>
    issue.mutate(draft.id, {
      onSuccess: ({ invoice }) =>
        toast.success(t('billing.invoice.issued', { number: invoice.number })),
      onError: (e) => toast.error(errorText(e, t, t('billing.invoice.issueFailed'))),
    });

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="month-drafts-heading">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 id="month-drafts-heading" className="font-semibold text-slate-900 dark:text-white">
          {t('billing.runs.drafts', { month: fmt.month(month) })}
        </h2>
        <Button onClick={() => setAsking(true)} disabled={total === 0 || running}>
          <Send className="size-4" aria-hidden="true" />
          {t('billing.runs.issueAll', { count: total })}
        </Button>
      </div>
      {all.progress ? <IssueAllProgress progress={all.progress} /> : null}
      <DataTable
        label={t('billing.runs.drafts', { month: fmt.month(month) })}
        rows={drafts.data?.invoices ?? []}
        rowKey={(r) => r.id}
        busy={drafts.isPlaceholderData}
        columns={[
          {
            key: 'number',
            header: t('billing.invoices.number'),
            className: 'whitespace-nowrap',
            cell: (r) => <InvoiceLink invoice={r} />,
          },
          {
            key: 'distributor',
            header: t('billing.invoices.distributor'),
            className: 'max-w-[16rem] truncate',
            cell: (r) => r.distributorName,
          },
          {
            key: 'total',
            header: t('billing.invoices.total'),
            className: 'text-right',
            headerClassName: 'text-right',
            cell: (r) => <Money paise={r.totalPaise} />,
          },
          {
            key: 'actions',
            header: t('common.actions'),
            hideHeader: true,
            className: 'text-right',
            headerClassName: 'text-right',
            cell: (r) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => issueOne(r)}
                disabled={running || (issue.isPending && issue.variables === r.id)}
                aria-label={t('billing.runs.issueOne', { distributor: r.distributorName })}
              >
                {t('billing.invoice.issue')}
              </Button>
            ),
          },
        ]}
        states={answerStates(drafts, {
          loading: t('billing.invoices.loading'),
          failed: t('billing.invoices.loadFailed'),
          empty: t('billing.runs.noDrafts'),
          emptyHint: t('billing.runs.noDraftsHint'),
        })}
      />
      {!drafts.isPending && !drafts.isError ? (
        <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} />
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('billing.runs.issueAllTitle')}
        message={t('billing.runs.issueAllText', { count: total, month: fmt.month(month) })}
        confirmLabel={t('billing.runs.issueAll', { count: total })}
        onConfirm={() => {
          setAsking(false);
          setPage(1);
          all.start(month);
        }}
      />
    </Card>
  );
}
