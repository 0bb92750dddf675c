import { can, RMA_BATCH_STATUSES } from '@dd/contract';
import { ArrowLeft, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRmaBatches } from '../../api/rma';
import { useUser } from '../../api/session';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { SearchInput } from '../../components/ui/SearchInput';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { Table, Td, Th } from '../../components/ui/Table';
import { formatDateTime } from '../../lib/format';
import { FilterSelect } from '../../lib/list/FilterSelect';
import { useListState } from '../../lib/list/use-list-state';
import { linkClass, RMA_LIST } from './list';
import { rmaStatusTone } from '../../lib/status-tones';
import { SendToProviderDialog } from './SendToProviderDialog';

/** /machines/rma: the batches of faulty devices returned to their provider (admins). */
export function RmaBatchesPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const list = useListState(RMA_LIST);
  const batches = useRmaBatches(list.query);
  // "Send faulty devices to provider" on the Machines screen opens the dialog at once.
  const location = useLocation() as { state?: { send?: boolean } | null };
  const [sending, setSending] = useState(Boolean(location.state?.send));
  const back = (
    <Link to="/machines" className={cn(linkClass, 'mb-4')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('rma.backToMachines')}
    </Link>
  );
  if (!can(user.userType, 'machines:write')) {
    return (
      <>
        {back}
        <Card>
          <EmptyState title={t('rma.notAllowed')} />
        </Card>
      </>
    );
  }
  const rows = batches.data?.batches ?? [];
  return (
    <>
      {back}
      <PageHeader
        title={t('rma.list.title')}
        description={t('rma.list.description')}
        actions={
          <Button onClick={() => setSending(true)}>
            <Truck className="size-4" aria-hidden="true" />
            {t('rma.send.button')}
          </Button>
        }
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row dark:border-slate-800">
          <SearchInput
            aria-label={t('rma.list.search')}
            placeholder={t('rma.list.search')}
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            className="sm:max-w-xs"
          />
          <FilterSelect
            label={t('rma.list.status')}
            allLabel={t('rma.list.allStatuses')}
            value={list.filters.status}
            options={RMA_BATCH_STATUSES}
            optionLabel={(s) => t(`rma.status.${s}`)}
            onChange={(value) => list.setFilter('status', value)}
            className="sm:max-w-[14rem]"
          />
        </div>
        {batches.isPending ? (
          <LoadingState label={t('rma.list.loading')} />
        ) : batches.isError ? (
          <ErrorState
            title={t('rma.list.loadFailed')}
            action={
              <Button variant="secondary" size="sm" onClick={() => void batches.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : rows.length === 0 ? (
          <EmptyState title={t('rma.list.empty')} hint={t('rma.list.emptyHint')} />
        ) : (
          <div className="overflow-x-auto">
            <Table aria-label={t('rma.list.title')}>
              <thead>
                <tr>
                  <Th>{t('rma.fields.batchNumber')}</Th>
                  <Th>{t('rma.fields.provider')}</Th>
                  <Th>{t('rma.fields.reference')}</Th>
                  <Th>{t('rma.fields.devices')}</Th>
                  <Th>{t('rma.fields.status')}</Th>
                  <Th>{t('rma.fields.sentAt')}</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {rows.map((b) => (
                  <tr key={b.id}>
                    <Td>
                      <Link to={`/machines/rma/${b.id}`} className={linkClass}>
                        {b.batchNumber}
                      </Link>
                    </Td>
                    <Td>{b.serviceProvider.name}</Td>
                    <Td className="max-w-[12rem] truncate">{b.reference}</Td>
                    <Td className="tabular-nums">{b.deviceCount}</Td>
                    <Td>
                      <Badge tone={rmaStatusTone(b.status)}>{t(`rma.status.${b.status}`)}</Badge>
                    </Td>
                    <Td className="whitespace-nowrap">
                      {formatDateTime(b.createdAt, i18n.language)}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={batches.data?.total ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
        />
      </Card>
      <SendToProviderDialog open={sending} onOpenChange={setSending} />
    </>
  );
}
