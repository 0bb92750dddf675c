import type { Allocation } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { DataTable } from '../../../components/ui/DataTable';
import type { Column } from '../../../components/ui/columns';
import { useFormatters } from '../../../lib/format';
import { InvoiceLink } from '../invoice-columns';
import { Money } from '../Money';
import { TableCard } from '../TableCard';
import { CreditLink } from './credit-links';

/**
 * Allocations as a table: on a credit's page the invoices it was set against; on an invoice's
 * ("Settled by") the payments and credits set against it. A reversed one (its payment was
 * reversed) is struck through and marked.
 */
export function AllocationsTable({
  title,
  allocations,
  show,
  empty,
}: {
  title: string;
  allocations: Allocation[];
  /** What each row names: the invoice (a credit's page) or the credit (an invoice's page). */
  show: 'invoice' | 'credit';
  empty: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const columns: Column<Allocation>[] = [
    {
      key: 'date',
      header: t('books.allocations.date'),
      className: 'whitespace-nowrap',
      cell: (a) => fmt.date(a.allocatedOn),
    },
    show === 'invoice'
      ? {
          key: 'invoice',
          header: t('books.allocations.invoice'),
          cell: (a) => <InvoiceLink invoice={{ id: a.invoiceId, number: a.invoiceNumber }} />,
        }
      : {
          key: 'credit',
          header: t('books.allocations.credit'),
          cell: (a) => <CreditLink credit={{ ...a, date: a.allocatedOn }} />,
        },
    {
      key: 'amount',
      header: t('books.allocations.amount'),
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (a) => (
        <Money paise={a.amountPaise} className={a.reversedAt ? 'line-through' : undefined} />
      ),
    },
    {
      key: 'state',
      header: t('books.allocations.state'),
      cell: (a) =>
        a.reversedAt ? (
          <Badge tone="red">{t('books.allocations.reversed')}</Badge>
        ) : (
          <Badge tone="green">{t('books.allocations.applied')}</Badge>
        ),
    },
  ];
  return (
    <TableCard title={title}>
      <DataTable
        label={title}
        rows={allocations}
        rowKey={(a) => a.id}
        columns={columns}
        states={{ empty: { title: empty } }}
      />
    </TableCard>
  );
}
