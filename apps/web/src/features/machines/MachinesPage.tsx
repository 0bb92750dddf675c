import { can, type Machine } from '@dd/contract';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { AddMachineDialog } from './AddMachineDialog';
import { useMachines } from '../../api/machines';
import { MachineDetailDialog } from './MachineDetailDialog';
import { MachineFilters } from './MachineFilters';
import { MachineStats } from './MachineStats';
import { MachinesTable } from './MachinesTable';
import {
  filtersFromParams,
  hasActiveFilters,
  machineListQuery,
  MACHINES_PAGE_SIZE,
  paramsWith,
  type FilterKey,
} from './query';
import { useSearchText } from '../../lib/use-search-text';
import { useUrlParams } from '../../lib/use-url-params';

/** /machines (SPEC.md section 2, Machines). */
export function MachinesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canWrite = can(user.userType, 'machines:write');
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const query = useMemo(() => machineListQuery(filters), [filters]);
  const machines = useMachines(query);

  const commitSearch = useCallback(
    (search: string) => setParams((p) => paramsWith(p, { search }), true),
    [setParams],
  );
  const [searchText, setSearchText] = useSearchText(filters.search, commitSearch);

  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Machine | null>(null);

  // SPEC.md section 8: a failed load shows a toast (once per failure) and the inline error.
  const { isError, errorUpdatedAt } = machines;
  useEffect(() => {
    if (isError) toast.error(t('machines.loadFailedToast'), { id: 'machines-load-failed' });
  }, [isError, errorUpdatedAt, t]);

  const data = machines.data;
  const total = data?.total ?? 0;

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

      <MachineStats stats={data?.stats} />

      <Card className="mb-4">
        <MachineFilters
          filters={filters}
          searchText={searchText}
          onSearchText={setSearchText}
          onFilter={(key: FilterKey, value) => setParams((p) => paramsWith(p, { [key]: value }))}
          onClear={() => {
            setSearchText('');
            setParams(() => new URLSearchParams());
          }}
          canClear={hasActiveFilters(filters)}
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
              hint={hasActiveFilters(filters) ? t('machines.emptyHint') : undefined}
            />
            {/* A page past the end (an old link): the pager leads back. */}
            <Pagination
              page={filters.page}
              pageSize={MACHINES_PAGE_SIZE}
              total={total}
              onPageChange={(page) => setParams((p) => paramsWith(p, { page }))}
            />
          </>
        ) : (
          <>
            <MachinesTable machines={data.machines} onView={setViewing} />
            <Pagination
              page={filters.page}
              pageSize={MACHINES_PAGE_SIZE}
              total={total}
              onPageChange={(page) => setParams((p) => paramsWith(p, { page }))}
            />
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
