import { can, RMA_BATCH_STATUSES } from '@dd/contract';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRmaBatches } from '../../api/rma';
import { useUser } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { DataTable } from '../../components/ui/DataTable';
import { EmptyState } from '../../components/ui/States';
import { BackLink } from '../../components/ui/TextLink';
import { FilterSelect } from '../../lib/list/FilterSelect';
import { ListPage } from '../../lib/list/ListPage';
import { ListSearch } from '../../lib/list/ListSearch';
import { useListState } from '../../lib/list/use-list-state';
import { useRmaColumns } from './columns';
import { RMA_LIST } from './list';
import { SendToProviderDialog } from './SendToProviderDialog';

/** /machines/rma: the batches of faulty devices returned to their provider (admins). */
export function RmaBatchesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const list = useListState(RMA_LIST);
  const batches = useRmaBatches(list.query);
  const columns = useRmaColumns();
  // "Send faulty devices to provider" on the Machines screen opens the dialog at once.
  const location = useLocation() as { state?: { send?: boolean } | null };
  const [sending, setSending] = useState(Boolean(location.state?.send));
  if (!can(user.userType, 'machines:write')) {
    return (
      <>
        <BackLink to="/machines">{t('rma.backToMachines')}</BackLink>
        <Card>
          <EmptyState title={t('rma.notAllowed')} />
        </Card>
      </>
    );
  }
  const settled = !batches.isPending && !batches.isError;
  return (
    <ListPage
      back={{ to: '/machines', label: t('rma.backToMachines') }}
      title={t('rma.list.title')}
      description={t('rma.list.description')}
      actions={
        <Button onClick={() => setSending(true)}>
          <Truck className="size-4" aria-hidden="true" />
          {t('rma.send.button')}
        </Button>
      }
      filters={
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <ListSearch
            id="rma-search"
            label={t('rma.list.search')}
            hideLabel
            text={list.searchText}
            onText={list.setSearchText}
            placeholder={t('rma.list.search')}
            className="sm:w-80"
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
      }
      pager={
        settled
          ? {
              page: list.page,
              pageSize: list.pageSize,
              total: batches.data?.total ?? 0,
              onPageChange: list.setPage,
              onPageSizeChange: list.setPageSize,
            }
          : undefined
      }
    >
      <DataTable
        label={t('rma.list.title')}
        rows={batches.data?.batches ?? []}
        rowKey={(b) => b.id}
        columns={columns}
        sort={{ sort: list.sort, order: list.order, onSort: list.toggleSort }}
        busy={batches.isPlaceholderData}
        states={{
          loading: batches.isPending && t('rma.list.loading'),
          failed: batches.isError && {
            title: t('rma.list.loadFailed'),
            onRetry: () => void batches.refetch(),
          },
          empty: { title: t('rma.list.empty'), hint: t('rma.list.emptyHint') },
        }}
      />
      <SendToProviderDialog open={sending} onOpenChange={setSending} />
    </ListPage>
  );
}
