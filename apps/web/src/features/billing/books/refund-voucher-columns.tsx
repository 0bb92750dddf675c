import {
  REFUND_VOUCHER_SORTS,
  REFUND_VOUCHER_STATUSES,
  type RefundVoucher,
  type RefundVoucherSort,
} from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/ui/columns';
import { textLinkClass } from '../../../components/ui/TextLink';
import { useFormatters } from '../../../lib/format';
import type { ListSpec } from '../../../lib/list/list-params';
import { Money } from '../Money';
import { recentMonths } from '../months';
import { RefundVoucherStatusBadge } from './credit-state';

/** The refund vouchers list: month, distributor and status filters, the server's sorts. */
export const REFUND_VOUCHER_LIST: ListSpec<
  'month' | 'distributorId' | 'status',
  RefundVoucherSort
> = {
  filters: { month: recentMonths(60), distributorId: null, status: REFUND_VOUCHER_STATUSES },
  sorts: REFUND_VOUCHER_SORTS,
  defaultPageSize: 25,
  defaultSort: { sort: 'createdAt', order: 'desc' },
};

/** A refund voucher's number as the link to it ("Draft #id" before it is issued). */
function RefundVoucherLink({ voucher }: { voucher: Pick<RefundVoucher, 'id' | 'number'> }) {
  const { t } = useTranslation();
  return (
    <Link to={`/billing/refund-vouchers/${voucher.id}`} className={textLinkClass}>
      {voucher.number ?? t('billing.invoice.draftNumber', { id: voucher.id })}
    </Link>
  );
}

/**
 * The refund vouchers' columns: Number, Month, Distributor (admins), Status, Amount, Unapplied;
 * all but Unapplied sort on the server.
 */
export function useRefundVoucherColumns(
  showDistributor: boolean,
): Column<RefundVoucher, RefundVoucherSort>[] {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const columns: (Column<RefundVoucher, RefundVoucherSort> | null)[] = [
    {
      key: 'number',
      header: t('books.refundVouchers.number'),
      sort: 'number',
      className: 'whitespace-nowrap',
      cell: (v) => <RefundVoucherLink voucher={v} />,
    },
    {
      key: 'month',
      header: t('billing.invoices.month'),
      sort: 'month',
      className: 'whitespace-nowrap',
      cell: (v) => fmt.month(v.month),
    },
    showDistributor
      ? {
          key: 'distributor',
          header: t('billing.invoices.distributor'),
          sort: 'distributorName',
          className: 'max-w-[14rem] truncate',
          cell: (v) => v.distributorName,
        }
      : null,
    {
      key: 'status',
      header: t('billing.invoices.status'),
      sort: 'status',
      cell: (v) => <RefundVoucherStatusBadge status={v.status} />,
    },
    {
      key: 'amount',
      header: t('books.refundVouchers.amount'),
      sort: 'amountPaise',
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (v) => <Money paise={v.amountPaise} />,
    },
    {
      key: 'unapplied',
      header: t('books.creditNotes.unapplied'),
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (v) => <Money paise={v.unappliedPaise} />,
    },
  ];
  return columns.filter((c) => c !== null);
}
