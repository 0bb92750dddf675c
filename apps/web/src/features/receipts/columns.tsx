import type { Receipt, ReceiptSort } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import type { Column } from '../../components/ui/columns';
import { textLinkClass } from '../../components/ui/TextLink';
import { useFormatters } from '../../lib/format';
import { receiptStatusTone } from '../../lib/status-tones';

/** A provider's receipts: all columns but Received sort on the server. */
export function useReceiptColumns(): Column<Receipt, ReceiptSort>[] {
  const { t } = useTranslation();
  const dates = useFormatters();
  return [
    {
      key: 'number',
      header: t('receipts.list.number'),
      sort: 'receiptNumber',
      cell: (r) => (
        <Link to={`/receipts/${r.id}`} className={textLinkClass}>
          {r.receiptNumber}
        </Link>
      ),
    },
    {
      key: 'reference',
      header: t('receipts.list.reference'),
      sort: 'reference',
      className: 'max-w-[12rem] truncate',
      cell: (r) => r.reference,
    },
    {
      key: 'date',
      header: t('receipts.list.date'),
      sort: 'receiptDate',
      className: 'whitespace-nowrap',
      cell: (r) => dates.date(r.receiptDate),
    },
    {
      key: 'status',
      header: t('receipts.list.statusColumn'),
      sort: 'status',
      cell: (r) => (
        <Badge tone={receiptStatusTone(r.status)}>{t(`receipts.status.${r.status}`)}</Badge>
      ),
    },
    {
      key: 'received',
      header: t('receipts.list.received'),
      className: 'tabular-nums',
      cell: (r) =>
        t('receipts.list.receivedOf', {
          received: r.progress.received,
          expected: r.progress.expected,
        }),
    },
  ];
}
