import type { LedgerEntry } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLedger } from '../../api/billing';
import { useUser } from '../../api/session';
import { DataTable } from '../../components/ui/DataTable';
import { EmptyState } from '../../components/ui/States';
import { useFormatters } from '../../lib/format';
import { ListPage } from '../../lib/list/ListPage';
import { BillingTabs } from './BillingTabs';
import { LedgerBalance, LedgerReference } from './books/ledger-links';
import { LedgerSummary } from './books/LedgerSummary';
import { DistributorFilter } from './DistributorFilter';
import { Money } from './Money';
import { answerStates } from '../../components/ui/answer-states';

/**
 * The ledger's columns: date, entry, reference (its document's link), debit, credit, and the
 * running balance (an amount in the distributor's favour "in credit").
 */
function useLedgerColumns(distributorId: number) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const money = (key: 'debitPaise' | 'creditPaise' | 'balancePaise', header: string) => ({
    key,
    header,
    className: 'text-right',
    headerClassName: 'text-right',
    cell: (e: LedgerEntry) =>
      key === 'balancePaise' ? (
        <LedgerBalance paise={e.balancePaise} />
      ) : e[key] === 0 ? (
        ''
      ) : (
        <Money paise={e[key]} />
      ),
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
      cell: (e: LedgerEntry) => <LedgerReference entry={e} distributorId={distributorId} />,
    },
    money('debitPaise', t('billing.ledger.debit')),
    money('creditPaise', t('billing.ledger.credit')),
    money('balancePaise', t('billing.ledger.balance')),
  ];
}

/**
 * /billing/ledger?distributorId=: a distributor's account, every document that moved it (invoices,
 * credit notes, refund vouchers, payments and reversals, payouts, commissions and TDS) with the
 * running balance; its open invoices, unapplied credits and closing balance. An admin picks the
 * distributor; a distributor sees its own.
 */
export function LedgerPage() {
  const { t } = useTranslation();
  const user = useUser();
  const admin = user.userType === 'admin';
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get('distributorId'));
  const distributorId = admin && Number.isInteger(picked) && picked > 0 ? picked : null;
  const ledger = useLedger(distributorId, !admin || distributorId !== null);
  const data = ledger.data;
  const columns = useLedgerColumns(data?.distributorId ?? 0);
  const waiting = admin && distributorId === null;

  return (
    <ListPage
      title={t('pages.billingLedger.title')}
      description={t('pages.billingLedger.description')}
      above={
        <>
          <BillingTabs current="ledger" />
          {data && !waiting ? <LedgerSummary ledger={data} /> : null}
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
          rowKey={(e) => `${e.kind}-${e.documentId}`}
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
