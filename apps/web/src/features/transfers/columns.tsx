import type { Transfer, TransferSort } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import type { Column } from '../../components/ui/columns';
import { textLinkClass } from '../../components/ui/TextLink';
import { useFormatters } from '../../lib/format';
import { transferStatusTone } from '../../lib/status-tones';

/**
 * The transfers list's columns: Transfer (marked Incoming for the distributor that must decide),
 * From, To, Devices, Status, Sent on. All but Devices sort on the server.
 */
export function useTransferColumns(mine: number | null): Column<Transfer, TransferSort>[] {
  const { t } = useTranslation();
  const dates = useFormatters();
  return [
    {
      key: 'number',
      header: t('transfers.list.number'),
      sort: 'transferNumber',
      cell: (r) => (
        <>
          <Link to={`/machines/transfers/${r.id}`} className={textLinkClass}>
            {r.transferNumber}
          </Link>
          {mine !== null && r.status === 'PENDING' && r.to.id === mine ? (
            <Badge tone="orange" className="ml-2">
              {t('transfers.direction.incoming')}
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      key: 'from',
      header: t('transfers.list.from'),
      sort: 'from',
      className: 'max-w-[12rem] truncate',
      cell: (r) => r.from.name,
    },
    {
      key: 'to',
      header: t('transfers.list.to'),
      sort: 'to',
      className: 'max-w-[12rem] truncate',
      cell: (r) => r.to.name,
    },
    {
      key: 'devices',
      header: t('transfers.list.devices'),
      className: 'tabular-nums',
      cell: (r) => r.machineCount,
    },
    {
      key: 'status',
      header: t('transfers.list.statusColumn'),
      sort: 'status',
      cell: (r) => (
        <Badge tone={transferStatusTone(r.status)}>{t(`transfers.status.${r.status}`)}</Badge>
      ),
    },
    {
      key: 'date',
      header: t('transfers.list.date'),
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (r) => dates.date(r.createdAt),
    },
  ];
}
