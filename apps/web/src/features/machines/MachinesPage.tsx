import { can, type Machine } from '@dd/contract';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { useListState } from '../../lib/list/use-list-state';
import { AddMachineDialog } from './AddMachineDialog';
import { useMachines } from '../../api/machines';
import { MachineDetailDialog } from './MachineDetailDialog';
import { MachineFilters } from './MachineFilters';
import { MachineFlows } from './MachineFlows';
import { MachineStats } from './MachineStats';
import { MachinesTable } from './MachinesTable';
import { MACHINE_LIST } from './query';
import { SelectionBar } from './selection/SelectionBar';
import { selectionFilter, useMachineSelection } from './selection/use-machine-selection';

/** /machines (docs/product.md section 3, Machines). */
export function MachinesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canWrite = can(user.userType, 'machines:write');
  const list = useListState(MACHINE_LIST);
  const machines = useMachines(list.query);
  const filter = useMemo(() => selectionFilter(list.query), [list.query]);
  const selection = useMachineSelection(filter, machines.data?.total ?? 0);

  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Machine | null>(null);

  // docs/product.md section 7: a failed load shows a toast (once per failure) and the inline error.
  const { isError, errorUpdatedAt } = machines;
  useEffect(() => {
    if (isError) toast.error(t('machines.loadFailedToast'), { id: 'machines-load-failed' });
  }, [isError, errorUpdatedAt, t]);

  const data = machines.data;
  const total = data?.total ?? 0;
  const pageIds = data?.machines.map((m) => m.id) ?? [];
  const pager = (
    <Pagination
      page={list.page}
      pageSize={list.pageSize}
      total={total}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
    />
  );

  return (
    <>
      <PageHeader
        title={t('pages.machines.title')}
        description={t('pages.machines.description')}
        actions={
          canWrite ? (
            <Button onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('machines.addMachine')}
            </Button>
          ) : null
        }
      />
      <MachineFlows />

      <MachineStats stats={data?.stats} />

      <Card className="mb-4">
        <MachineFilters
          filters={list.filters}
          searchText={list.searchText}
          onSearchText={list.setSearchText}
          onFilter={list.setFilter}
          onClear={list.clear}
          canClear={list.hasActiveFilters}
        />
      </Card>

      <Card className="overflow-hidden">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <h2 className="font-semibold text-slate-900 dark:text-white">
            {data ? t('machines.table.title', { count: total }) : t('machines.table.titlePlain')}
          </h2>
          {machines.isFetching && data ? (
            <span className="flex items-center gap-2 text-xs text-slate-500" role="status">
              <Spinner />
              {t('machines.updating')}
            </span>
          ) : null}
        </div>
        {data && !machines.isError ? (
          <SelectionBar
            state={selection}
            total={total}
            pageIds={pageIds}
            filter={filter}
            canChangeStatus={canWrite}
            canAssign={can(user.userType, 'assignments:write')}
            canPrintLabels
          />
        ) : null}
        {machines.isError ? (
          <ErrorState
            title={t('machines.loadFailed')}
            action={
              <Button variant="secondary" size="sm" onClick={() => void machines.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : !data ? (
          <LoadingState label={t('machines.loading')} />
        ) : data.machines.length === 0 ? (
          <>
            <EmptyState
              title={t('machines.empty')}
              hint={list.hasActiveFilters ? t('machines.emptyHint') : undefined}
            />
            {/* A page past the end (an old link): the pager leads back. */}
            {pager}
          </>
        ) : (
          <>
            <MachinesTable
              machines={data.machines}
              onView={setViewing}
              sort={{ sort: list.sort, order: list.order, onSort: list.toggleSort }}
              selection={{
                isSelected: selection.isSelected,
                toggle: (id) => selection.toggle(id, pageIds),
                pageState: selection.pageState(pageIds),
                togglePage: () => selection.togglePage(pageIds),
              }}
            />
            {pager}
          </>
        )}
      </Card>

      {canWrite ? <AddMachineDialog open={adding} onOpenChange={setAdding} /> : null}
      <MachineDetailDialog
        machineId={viewing?.id ?? null}
        serialNumber={viewing?.serialNumber ?? ''}
        onClose={() => setViewing(null)}
        canEdit={canWrite}
        canReadProviders={can(user.userType, 'providers:read')}
      />
    </>
  );
}
