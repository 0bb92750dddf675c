import { can, TRANSFER_DIRECTIONS, TRANSFER_STATUSES } from '@dd/contract';
import { ArrowLeft, ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useUser } from '../../api/session';
import { useTransfers } from '../../api/transfers';
import { Badge } from '../../components/ui/Badge';
import { Button, focusRing } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { SearchInput } from '../../components/ui/SearchInput';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { Table, Td, Th } from '../../components/ui/Table';
import { FilterSelect } from '../../lib/list/FilterSelect';
import { formatDate } from '../../lib/format';
import { useListState } from '../../lib/list/use-list-state';
import { TRANSFER_LIST } from './list';
import { transferStatusTone } from '../../lib/status-tones';
import { NewTransferDialog } from './NewTransferDialog';

export const linkClass = cn(
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100',
  focusRing,
);

/**
 * /machines/transfers: transfers between distributors. An admin sees all and sends new ones; a
 * distributor its incoming (to accept or refuse) and outgoing ones.
 */
export function TransfersPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const list = useListState(TRANSFER_LIST);
  const transfers = useTransfers(list.query);
  const canSend = can(user.userType, 'transfers:create');
  // "Transfer to distributor" on the Machines screen opens the dialog at once.
  const location = useLocation() as { state?: { create?: boolean } | null };
  const [creating, setCreating] = useState(canSend && Boolean(location.state?.create));
  const rows = transfers.data?.transfers ?? [];
  const mine = user.distributorId ?? null;

  return (
    <>
      <Link to="/machines" className={cn(linkClass, 'mb-4')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('transfers.list.back')}
      </Link>
      <PageHeader
        title={t('pages.transfers.title')}
        description={t('pages.transfers.description')}
        actions={
          canSend ? (
            <Button onClick={() => setCreating(true)}>
              <ArrowRightLeft className="size-4" aria-hidden="true" />
              {t('transfers.transferToDistributor')}
            </Button>
          ) : null
        }
      />
      {canSend ? (
        <NewTransferDialog
          open={creating}
          onOpenChange={setCreating}
          onCreated={(id) => void navigate(`/machines/transfers/${id}`)}
        />
      ) : null}
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row dark:border-slate-800">
          <SearchInput
            aria-label={t('transfers.list.search')}
            placeholder={t('transfers.list.search')}
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            className="sm:max-w-xs"
          />
          <FilterSelect
            label={t('transfers.list.status')}
            allLabel={t('transfers.list.allStatuses')}
            value={list.filters.status}
            options={TRANSFER_STATUSES}
            optionLabel={(s) => t(`transfers.status.${s}`)}
            onChange={(value) => list.setFilter('status', value)}
          />
          {user.userType === 'distributor' ? (
            <FilterSelect
              label={t('transfers.list.direction')}
              allLabel={t('transfers.list.allDirections')}
              value={list.filters.direction}
              options={TRANSFER_DIRECTIONS}
              optionLabel={(d) => t(`transfers.direction.${d}`)}
              onChange={(value) => list.setFilter('direction', value)}
            />
          ) : null}
        </div>
        {transfers.isPending ? (
          <LoadingState label={t('transfers.list.loading')} />
        ) : transfers.isError ? (
          <ErrorState title={t('transfers.list.loadFailed')} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('transfers.list.empty')} />
        ) : (
          <div className="overflow-x-auto">
            <Table aria-label={t('pages.transfers.title')}>
              <thead>
                <tr>
                  <Th>{t('transfers.list.number')}</Th>
                  <Th>{t('transfers.list.from')}</Th>
                  <Th>{t('transfers.list.to')}</Th>
                  <Th>{t('transfers.list.devices')}</Th>
                  <Th>{t('transfers.list.statusColumn')}</Th>
                  <Th>{t('transfers.list.date')}</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {rows.map((r) => (
                  <tr key={r.id}>
                    <Td>
                      <Link to={`/machines/transfers/${r.id}`} className={linkClass}>
                        {r.transferNumber}
                      </Link>
                      {mine !== null && r.status === 'PENDING' && r.to.id === mine ? (
                        <Badge tone="orange" className="ml-2">
                          {t('transfers.direction.incoming')}
                        </Badge>
                      ) : null}
                    </Td>
                    <Td className="max-w-[12rem] truncate">{r.from.name}</Td>
                    <Td className="max-w-[12rem] truncate">{r.to.name}</Td>
                    <Td className="tabular-nums">{r.machineCount}</Td>
                    <Td>
                      <Badge tone={transferStatusTone(r.status)}>
                        {t(`transfers.status.${r.status}`)}
                      </Badge>
                    </Td>
                    <Td className="whitespace-nowrap">{formatDate(r.createdAt, i18n.language)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={transfers.data?.total ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
        />
      </Card>
    </>
  );
}
