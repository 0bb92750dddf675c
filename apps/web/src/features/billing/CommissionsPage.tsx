import type { CommissionLine, CommissionStatement } from '@dd/contract';
import { Download } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCommissions, useDownloadCommissionStatement } from '../../api/billing';
import { useUser } from '../../api/session';
import { BusyLabel } from '../../components/forms/BusyLabel';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { DataTable } from '../../components/ui/DataTable';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { PageHeader } from '../../components/ui/PageHeader';
import { Serial } from '../../components/ui/Serial';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { saveFile } from '../../lib/save-file';
import { BillingTabs } from './BillingTabs';
import { StatementApproval } from './books/StatementApproval';
import { DistributorFilter } from './DistributorFilter';
import { Money } from './Money';
import { closedMonths } from './months';

/** One distributor's statement: its sums, its lines and its PDF. */
function StatementCard({ statement }: { statement: CommissionStatement }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const download = useDownloadCommissionStatement();
  const sums = [
    ['activation', statement.activationPaise],
    ['monthly', statement.monthlyPaise],
    ['clawback', statement.clawbackPaise],
    ['total', statement.totalPaise],
  ] as const;
  return (
    <Card className="mb-6 overflow-hidden" role="region" aria-label={statement.distributorName}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 className="font-semibold text-slate-900 dark:text-white">
          {statement.distributorName}
        </h2>
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(
              { month: statement.month, distributorId: statement.distributorId },
              {
                onSuccess: saveFile,
                onError: (e) => toast.error(errorText(e, t, t('billing.invoice.downloadFailed'))),
              },
            )
          }
        >
          <Download className="size-4" aria-hidden="true" />
          <BusyLabel busy={download.isPending} busyText={t('billing.invoice.downloading')}>
            {t('billing.invoice.downloadPdf')}
          </BusyLabel>
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 border-b border-slate-200 p-4 sm:grid-cols-4 dark:border-slate-800">
        {sums.map(([key, paise]) => (
          <div key={key} data-sum={key}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">
              {t(`billing.commissions.${key}`)}
            </dt>
            <dd className={key === 'total' ? 'font-semibold' : undefined}>
              <Money paise={paise} />
            </dd>
          </div>
        ))}
      </dl>
      <StatementApproval statement={statement} />
      <DataTable
        label={t('billing.commissions.linesOf', { distributor: statement.distributorName })}
        rows={statement.lines}
        rowKey={(l: CommissionLine) => `${l.kind}-${l.machineId}`}
        columns={[
          {
            key: 'kind',
            header: t('billing.commissions.kind'),
            cell: (l) => t(`billing.commissions.kinds.${l.kind}`),
          },
          {
            key: 'serial',
            header: t('billing.lines.serial'),
            cell: (l) => <Serial>{l.serialNumber}</Serial>,
          },
          {
            key: 'merchant',
            header: t('billing.commissions.merchant'),
            cell: (l) => l.merchantName ?? '—',
          },
          {
            key: 'reference',
            header: t('billing.commissions.reference'),
            cell: (l) => l.reference ?? '—',
          },
          {
            key: 'date',
            header: t('billing.ledger.date'),
            className: 'whitespace-nowrap',
            cell: (l) => fmt.date(l.date),
          },
          {
            key: 'amount',
            header: t('billing.lines.amount'),
            className: 'text-right',
            headerClassName: 'text-right',
            cell: (l) => <Money paise={l.amountPaise} />,
          },
        ]}
        states={{ empty: { title: t('billing.commissions.noLines') } }}
      />
    </Card>
  );
}

/**
 * /billing/commissions?month=&distributorId=: a closed month's commission statements (an admin's
 * every distributor with activity, or one; a distributor's own), each with its PDF.
 */
export function CommissionsPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const user = useUser();
  const admin = user.userType === 'admin';
  const [params, setParams] = useSearchParams();
  const months = closedMonths();
  const asked = params.get('month');
  const month = asked && months.includes(asked) ? asked : months[0]!;
  const distributorId = admin ? (params.get('distributorId') ?? '') : '';
  const statements = useCommissions({ month, ...(distributorId ? { distributorId } : {}) });
  const change = (next: { month?: string; distributorId?: string }) =>
    setParams(
      Object.fromEntries(
        Object.entries({ month, distributorId, ...next }).filter(([, value]) => value),
      ),
      { replace: true },
    );
  const rows = statements.data?.statements ?? [];

  return (
    <>
      <PageHeader
        title={t('pages.billingCommissions.title')}
        description={t('pages.billingCommissions.description')}
      />
      <BillingTabs current="commissions" />
      <Card className="mb-6 flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <ChoiceField
          id={id}
          label={t('billing.invoices.month')}
          fieldClassName="sm:w-60"
          value={month}
          onChange={(e) => change({ month: e.target.value })}
          choices={months}
          choiceLabel={(m) => fmt.month(m)}
        />
        {admin ? (
          <DistributorFilter
            value={distributorId}
            onChange={(value) => change({ distributorId: value })}
          />
        ) : null}
      </Card>
      {statements.isPending ? (
        <LoadingState label={t('billing.commissions.loading')} />
      ) : statements.isError ? (
        <Card>
          <ErrorState
            title={t('billing.commissions.loadFailed')}
            detail={errorText(statements.error, t, '')}
            onRetry={() => void statements.refetch()}
          />
        </Card>
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState
            title={t('billing.commissions.empty', { month: fmt.month(month) })}
            hint={t('billing.commissions.emptyHint')}
          />
        </Card>
      ) : (
        rows.map((statement) => (
          <StatementCard key={statement.distributorId} statement={statement} />
        ))
      )}
    </>
  );
}
