import type { DraftDocumentType } from '@dd/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { answerStates } from '../../components/ui/answer-states';
import { Button } from '../../components/ui/Button';
import { DataTable } from '../../components/ui/DataTable';
import { Pagination } from '../../components/ui/Pagination';
import { textLinkClass } from '../../components/ui/TextLink';
import { DOCUMENT_KEY, draftPath, type Draft } from './month-drafts';
import { Money } from './Money';

/** The answer a draft list comes from: a page of one kind of draft. */
export interface DraftPage {
  query: {
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  rows: Draft[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * One kind of a month's drafts (tax invoices, or refund vouchers) under its heading: each with
 * what it is, its distributor, its amount and Issue; paged. Nothing when it has none.
 */
export function DraftTable({
  type,
  list,
  onIssue,
  issueDisabled,
}: {
  type: DraftDocumentType;
  list: DraftPage;
  onIssue: (draft: Draft) => void;
  issueDisabled: (draft: Draft) => boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const kind = DOCUMENT_KEY[type];
  const loaded = !list.query.isPending && !list.query.isError;
  if (loaded && list.total === 0) return null;
  const title = t(`billing.runs.section.${kind}`);
  return (
    <section aria-labelledby={headingId}>
      <h3
        id={headingId}
        className="bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-700 dark:bg-slate-800/50 dark:text-slate-200"
      >
        {loaded ? t(`billing.runs.sectionCount.${kind}`, { count: list.total }) : title}
      </h3>
      <DataTable
        label={title}
        rows={list.rows}
        rowKey={(r) => r.id}
        busy={list.query.isPlaceholderData}
        columns={[
          {
            key: 'document',
            header: t('billing.runs.document'),
            className: 'whitespace-nowrap',
            cell: (r) => {
              return (
                <Link to={draftPath(r)} className={textLinkClass}>
                  {t(`billing.runs.draftOf.${kind}`, { id: r.id })}
                </Link>
              );
            },
          },
          {
            key: 'distributor',
            header: t('billing.invoices.distributor'),
            className: 'max-w-[16rem] truncate',
            cell: (r) => r.distributorName,
          },
          {
            key: 'amount',
            header: t('billing.runs.amount'),
            className: 'text-right',
            headerClassName: 'text-right',
            cell: (r) => <Money paise={r.amountPaise} />,
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
                onClick={() => onIssue(r)}
                disabled={issueDisabled(r)}
                aria-label={t(`billing.runs.issueOne.${kind}`, { distributor: r.distributorName })}
              >
                {t('billing.invoice.issue')}
              </Button>
            ),
          },
        ]}
        states={answerStates(list.query, {
          loading: t(`billing.runs.loading.${kind}`),
          failed: t(`billing.runs.loadFailed.${kind}`),
          empty: t('billing.runs.noDrafts'),
        })}
      />
      {loaded ? (
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          onPageChange={list.onPage}
        />
      ) : null}
    </section>
  );
}
