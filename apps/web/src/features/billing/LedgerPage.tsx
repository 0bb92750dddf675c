import type { LedgerEntry } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLedger } from '../../api/billing';
import { useUser } from '../../api/session';
import { Card } from '../../components/ui/Card';
import { DataTable } from '../../components/ui/DataTable';
import { EmptyState } from '../../components/ui/States';
import { textLinkClass } from '../../components/ui/TextLink';
import { useFormatters } from '../../lib/format';
import { ListPage } from '../../lib/list/ListPage';
import { BillingTabs } from './BillingTabs';
import { DistributorFilter } from './DistributorFilter';
import { Money } from './Money';
import { answerStates } from '../../components/ui/answer-states';

/** The ledger's columns: date, entry, reference (the invoice's link), debit, credit, balance. */
function useLedgerColumns() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const money = (key: 'debitPaise' | 'creditPaise' | 'balancePaise', header: string) => ({
    key,
    header,
    className: 'text-right',
    headerClassName: 'text-right',
    cell: (e: LedgerEntry) =>
      key !== 'balancePaise' && e[key] === 0 ? '' : <Money paise={e[key]} />,
  });
  return [
    {
      key: 'date',
      header: t('billing.ledger.date'),
      className: 'whitespace-nowrap',
      cell: (e: LedgerEntry) => fmt.date(e.date),
    },
    {
      key: 'kind',
      header: t('billing.ledger.entry'),
      cell: (e: LedgerEntry) => t(`billing.ledger.kinds.${e.kind}`),
    },
    {
      key: 'reference',
      header: t('billing.ledger.reference'),
      className: 'break-words',
      cell: (e: LedgerEntry) =>
        e.invoiceId ? (
          <Link to={`/billing/invoices/${e.invoiceId}`} className={textLinkClass}>
            {e.reference}
          </Link>
        ) : (
          e.reference
        ),
    },
    money('debitPaise', t('billing.ledger.debit')),
    money('creditPaise', t('billing.ledger.credit')),
    money('balancePaise', t('billing.ledger.balance')),
  ];
}

/**
 * /billing/ledger?distributorId=: a distributor's account, its invoices, credit notes, payments and
 * reversals with the running balance and the closing balance. An admin picks the distributor; a
 * distributor sees its own.
 */
export function LedgerPage() {
  const { t } = useTranslation();
  const user = useUser();
  const admin = user.userType === 'admin';
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get('distributorId'));
  const distributorId = admin && Number.isInteger(picked) && picked > 0 ? picked : null;
  const ledger = useLedger(distributorId, !admin || distributorId !== null);
  const columns = useLedgerColumns();
  const data = ledger.data;
  const waiting = admin && distributorId === null;

  return (
    <ListPage
      title={t('pages.billingLedger.title')}
      description={t('pages.billingLedger.description')}
      above={
        <>
          <BillingTabs current="ledger" />
          {data && !waiting ? (
            <Card className="mb-6 flex flex-wrap items-baseline justify-between gap-2 p-4">
              <span className="font-medium text-slate-900 dark:text-white">
                {data.distributorName}
              </span>
              <span
                data-testid="closing-balance"
                className="text-sm text-slate-600 dark:text-slate-400"
              >
                {t('billing.ledger.closing')}{' '}
                <Money
                  paise={data.balancePaise}
                  className="text-base font-semibold text-slate-900 dark:text-white"
                />
              </span>
            </Card>
          ) : null}
        </>
      }
      filters={
        admin ? (
          <DistributorFilter
            value={distributorId ? String(distributorId) : ''}
            noneLabel={t('billing.ledger.choose')}
            onChange={(value) =>
              setParams(value ? { distributorId: value } : {}, { replace: true })
            }
          />
        ) : undefined
      }
    >
      {waiting ? (
        <EmptyState title={t('billing.ledger.choose')} hint={t('billing.ledger.chooseHint')} />
      ) : (
        <DataTable
          label={t('pages.billingLedger.title')}
          rows={data?.entries ?? []}
          rowKey={(e) => `${e.kind}-${e.reference}-${e.date}-${e.balancePaise}`}
          columns={columns}
          states={answerStates(ledger, {
            loading: t('billing.ledger.loading'),
            failed: t('billing.ledger.loadFailed'),
            empty: t('billing.ledger.empty'),
            emptyHint: t('billing.ledger.emptyHint'),
          })}
        />
      )}
    </ListPage>
  );
}
