import type { Payout } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/DataTable';
import type { Column } from '../../../components/ui/columns';
import { useFormatters } from '../../../lib/format';
import { Money } from '../Money';
import { TableCard } from '../TableCard';

/** The payouts made out of one credit: number, paid on, amount, method, reference. */
export function CreditPayouts({ payouts }: { payouts: Payout[] }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const title = t('books.payouts.ofCredit');
  const columns: Column<Payout>[] = [
    { key: 'number', header: t('books.payouts.number'), cell: (p) => p.number },
    {
      key: 'paidOn',
      header: t('books.payouts.paidOn'),
      className: 'whitespace-nowrap',
      cell: (p) => fmt.date(p.paidOn),
    },
    {
      key: 'amount',
      header: t('books.payouts.amount'),
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
  return (
    <TableCard title={title}>
      <DataTable
        label={title}
        rows={payouts}
        rowKey={(p) => p.id}
        columns={columns}
        states={{ empty: { title: t('books.payouts.noneOfCredit') } }}
      />
    </TableCard>
  );
}
