import type { RmaBatch, RmaBatchSort } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import type { Column } from '../../components/ui/columns';
import { textLinkClass } from '../../components/ui/TextLink';
import { useFormatters } from '../../lib/format';
import { rmaStatusTone } from '../../lib/status-tones';

/** The batches list's columns; all but Devices sort on the server. */
export function useRmaColumns(): Column<RmaBatch, RmaBatchSort>[] {
  const { t } = useTranslation();
  const dates = useFormatters();
  return [
    {
      key: 'batch',
      header: t('rma.fields.batchNumber'),
      sort: 'batchNumber',
      cell: (b) => (
        <Link to={`/machines/rma/${b.id}`} className={textLinkClass}>
          {b.batchNumber}
        </Link>
      ),
    },
    {
      key: 'provider',
      header: t('rma.fields.provider'),
      sort: 'serviceProvider',
      cell: (b) => b.serviceProvider.name,
    },
    {
      key: 'reference',
      header: t('rma.fields.reference'),
      sort: 'reference',
      className: 'max-w-[12rem] truncate',
      cell: (b) => b.reference,
    },
    {
      key: 'devices',
      header: t('rma.fields.devices'),
      className: 'tabular-nums',
      cell: (b) => b.deviceCount,
    },
    {
      key: 'status',
      header: t('rma.fields.status'),
      sort: 'status',
      cell: (b) => <Badge tone={rmaStatusTone(b.status)}>{t(`rma.status.${b.status}`)}</Badge>,
    },
    {
      key: 'sent',
      header: t('rma.fields.sentAt'),
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (b) => dates.dateTime(b.createdAt),
    },
  ];
}
