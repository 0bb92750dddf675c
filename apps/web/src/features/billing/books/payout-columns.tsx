import { CREDIT_SOURCES, PAYOUT_SORTS, type Payout, type PayoutSort } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/columns';
import { useFormatters } from '../../../lib/format';
import type { ListSpec } from '../../../lib/list/list-params';
import { Money } from '../Money';
import { CreditLink } from './credit-links';

/** The payouts list: paid-on dates, distributor, what kind of credit it paid. */
export const PAYOUT_LIST: ListSpec<'from' | 'to' | 'distributorId' | 'sourceType', PayoutSort> = {
  filters: { from: null, to: null, distributorId: null, sourceType: CREDIT_SOURCES },
  sorts: PAYOUT_SORTS,
  defaultPageSize: 25,
  defaultSort: { sort: 'number', order: 'desc' },
};

/**
 * The payouts' columns: Number, Paid on, Distributor (admins), Paid (the credit's number, a
 * link), Amount, Method, Reference.
 */
export function usePayoutColumns(showDistributor: boolean): Column<Payout, PayoutSort>[] {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const columns: (Column<Payout, PayoutSort> | null)[] = [
    {
      key: 'number',
      header: t('books.payouts.number'),
      sort: 'number',
      className: 'whitespace-nowrap',
      cell: (p) => p.number,
    },
    {
      key: 'paidOn',
      header: t('books.payouts.paidOn'),
      sort: 'paidOn',
      className: 'whitespace-nowrap',
      cell: (p) => fmt.date(p.paidOn),
    },
    showDistributor
      ? {
          key: 'distributor',
          header: t('billing.invoices.distributor'),
          sort: 'distributorName',
          className: 'max-w-[14rem] truncate',
          cell: (p) => p.distributorName,
        }
      : null,
    {
      key: 'paid',
      header: t('books.payouts.paid'),
      cell: (p) => <CreditLink credit={{ ...p, date: p.paidOn }} />,
    },
    {
      key: 'amount',
      header: t('books.payouts.amount'),
      sort: 'amountPaise',
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (p) => <Money paise={p.amountPaise} />,
    },
    {
      key: 'method',
      header: t('books.payouts.method'),
      cell: (p) => t(`billing.payments.methods.${p.method}`),
    },
    {
      key: 'reference',
      header: t('books.payouts.reference'),
      className: 'max-w-[12rem] break-words',
      cell: (p) => p.reference,
    },
  ];
  return columns.filter((c) => c !== null);
}
