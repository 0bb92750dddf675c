import type { Invoice, InvoiceSort } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import type { Column } from '../../components/ui/columns';
import { textLinkClass } from '../../components/ui/TextLink';
import { useFormatters } from '../../lib/format';
import { invoiceStatusTone } from '../../lib/status-tones';
import { Money } from './Money';

/** An invoice's number as the link to it ("Draft" before it is issued). */
export function InvoiceLink({ invoice }: { invoice: Pick<Invoice, 'id' | 'number'> }) {
  const { t } = useTranslation();
  return (
    <Link to={`/billing/invoices/${invoice.id}`} className={textLinkClass}>
      {invoice.number ?? t('billing.invoice.draftNumber', { id: invoice.id })}
    </Link>
  );
}

export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={invoiceStatusTone(status)}>{t(`billing.status.${status}`)}</Badge>;
}

/**
 * The invoices list's columns: Number, Month, Distributor (admins), Status, Total, Balance, Due
 * date. All but Balance sort on the server.
 */
export function useInvoiceColumns(showDistributor: boolean): Column<Invoice, InvoiceSort>[] {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const columns: (Column<Invoice, InvoiceSort> | null)[] = [
    {
      key: 'number',
      header: t('billing.invoices.number'),
      sort: 'number',
      className: 'whitespace-nowrap',
      cell: (r) => <InvoiceLink invoice={r} />,
    },
    {
      key: 'month',
      header: t('billing.invoices.month'),
      sort: 'month',
      className: 'whitespace-nowrap',
      cell: (r) => fmt.month(r.month),
    },
    showDistributor
      ? {
          key: 'distributor',
          header: t('billing.invoices.distributor'),
          sort: 'distributorName',
          className: 'max-w-[14rem] truncate',
          cell: (r) => r.distributorName,
        }
      : null,
    {
      key: 'status',
      header: t('billing.invoices.status'),
      sort: 'status',
      cell: (r) => <InvoiceStatusBadge status={r.status} />,
    },
    {
      key: 'total',
      header: t('billing.invoices.total'),
      sort: 'totalPaise',
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (r) => <Money paise={r.totalPaise} />,
    },
    {
      key: 'balance',
      header: t('billing.invoices.balance'),
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (r) => <Money paise={r.balancePaise} />,
    },
    {
      key: 'due',
      header: t('billing.invoices.dueDate'),
      sort: 'dueDate',
      className: 'whitespace-nowrap',
      cell: (r) => (r.dueDate ? fmt.date(r.dueDate) : '—'),
    },
  ];
  return columns.filter((c) => c !== null);
}
