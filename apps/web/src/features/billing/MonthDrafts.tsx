import { formatRupees } from '@dd/contract';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvoices } from '../../api/billing';
import { isIssuing } from '../../api/billing-runs';
import { useRefundVouchers } from '../../api/books';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/States';
import { useFormatters } from '../../lib/format';
import { DraftTable, type DraftPage } from './DraftTable';
import { DOCUMENT_KEY, invoiceDraft, voucherDraft, type Draft } from './month-drafts';
import { RunIssueStatus } from './RunIssueStatus';
import { useIssueDraft } from './use-issue-draft';
import { useRunIssue } from './use-run-issue';

const PAGE_SIZE = 50;
const DRAFTS = { status: 'DRAFT', pageSize: PAGE_SIZE, sort: 'distributorName', order: 'asc' };

/** One kind's page of drafts as its table takes it. */
const draftPage = (
  query: DraftPage['query'] & { data?: { total: number } },
  rows: Draft[],
  page: number,
  onPage: (page: number) => void,
): DraftPage => ({ query, rows, total: query.data?.total ?? 0, page, pageSize: PAGE_SIZE, onPage });

/**
 * The drafts of a month, tax invoices and refund vouchers: each to open or issue (after a
 * confirmation), and "Issue all", which the server does as a job this card follows.
 */
export function MonthDrafts({ month }: { month: string }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const [invoicePage, setInvoicePage] = useState(1);
  const [voucherPage, setVoucherPage] = useState(1);
  const invoices = useInvoices({ ...DRAFTS, month, page: invoicePage });
  const vouchers = useRefundVouchers({ ...DRAFTS, month, page: voucherPage });
  const job = useRunIssue(month);
  const issueOne = useIssueDraft();
  const [askingAll, setAskingAll] = useState(false);
  // The draft asked about stays while its dialog closes, so the dialog's text does not change.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [askingOne, setAskingOne] = useState(false);
  const issuing = isIssuing(job.run);
  const total = (invoices.data?.total ?? 0) + (vouchers.data?.total ?? 0);
  const none = invoices.data?.total === 0 && vouchers.data?.total === 0;
  const monthName = fmt.month(month);

  // The job may end between the two reads (the drafts read before it ended, the run after): the
  // run's count of drafts left then differs from the lists', and the lists are read again, once.
  const run = job.run;
  const settled =
    invoices.isSuccess && vouchers.isSuccess && !invoices.isFetching && !vouchers.isFetching;
  const compared = useRef('');
  useEffect(() => {
    if (!run || isIssuing(run) || !settled || run.draftsLeft === total) return;
    const seen = `${run.id}:${run.draftsLeft}:${total}`;
    if (compared.current === seen) return;
    compared.current = seen;
    void invoices.refetch();
    void vouchers.refetch();
  }, [run, settled, total, invoices, vouchers]);

  const drafts = {
    INVOICE: draftPage(
      invoices,
      (invoices.data?.invoices ?? []).map(invoiceDraft),
      invoicePage,
      setInvoicePage,
    ),
    REFUND_VOUCHER: draftPage(
      vouchers,
      (vouchers.data?.refundVouchers ?? []).map(voucherDraft),
      voucherPage,
      setVoucherPage,
    ),
  };
  const askOne = (next: Draft) => {
    setDraft(next);
    setAskingOne(true);
  };
  const kind = DOCUMENT_KEY[draft?.type ?? 'INVOICE'];

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="month-drafts-heading">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 id="month-drafts-heading" className="font-semibold text-slate-900 dark:text-white">
          {t('billing.runs.drafts', { month: monthName })}
        </h2>
        <Button
          onClick={() => setAskingAll(true)}
          disabled={total === 0 || issuing || job.starting || !job.run || job.run.replaced}
        >
          <Send className="size-4" aria-hidden="true" />
          {t('billing.runs.issueAll', { count: total })}
        </Button>
      </div>
      <RunIssueStatus run={job.run} problem={job.problem} />
      {none ? (
        <EmptyState title={t('billing.runs.noDrafts')} hint={t('billing.runs.noDraftsHint')} />
      ) : (
        (['INVOICE', 'REFUND_VOUCHER'] as const).map((type) => (
          <DraftTable
            key={type}
            type={type}
            list={drafts[type]}
            onIssue={askOne}
            issueDisabled={(row) => issuing || issueOne.busyWith(row)}
          />
        ))
      )}
      <ConfirmDialog
        open={askingAll}
        onOpenChange={setAskingAll}
        title={t('billing.runs.issueAllTitle')}
        message={t('billing.runs.issueAllText', { count: total, month: monthName })}
        confirmLabel={t('billing.runs.issueAll', { count: total })}
        onConfirm={() => {
          setAskingAll(false);
          job.start();
        }}
      />
      <ConfirmDialog
        open={askingOne}
        onOpenChange={setAskingOne}
        title={t(`billing.runs.issueOneTitle.${kind}`)}
        message={t(`billing.runs.issueOneText.${kind}`, {
          distributor: draft?.distributorName ?? '',
          amount: formatRupees(draft?.amountPaise ?? 0),
        })}
        confirmLabel={t('billing.invoice.issue')}
        busy={draft !== null && issueOne.busyWith(draft)}
        onConfirm={() => draft && issueOne.issue(draft, () => setAskingOne(false))}
      />
    </Card>
  );
}
