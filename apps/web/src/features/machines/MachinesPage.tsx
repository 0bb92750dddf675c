import { can, type Machine } from '@dd/contract';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { ListPage } from '../../lib/list/ListPage';
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

/** /machines (docs/product/screens-devices.md, Machines). */
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

  // docs/product/texts.md: a failed load shows a toast (once per failure) and the inline error.
  const { isError, errorUpdatedAt } = machines;
  useEffect(() => {
    if (isError) toast.error(t('machines.loadFailedToast'), { id: 'machines-load-failed' });
  }, [isError, errorUpdatedAt, t]);

  const data = machines.data;
  const total = data?.total ?? 0;
  const pageIds = data?.machines.map((m) => m.id) ?? [];
  const settled = data !== undefined && !machines.isError;

  return (
    <>
      <ListPage
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
        above={
          <>
            <MachineFlows />
            <MachineStats stats={data?.stats} />
          </>
        }
        filters={
          <MachineFilters
            filters={list.filters}
            searchText={list.searchText}
            onSearchText={list.setSearchText}
            onFilter={(key, value) =>
              // Another distributor's retailer would match nothing: choosing one clears it.
              key === 'distributorId'
                ? list.setFilters({ distributorId: value, retailerId: '' })
                : list.setFilter(key, value)
            }
            onClear={list.clear}
            canClear={list.hasActiveFilters}
          />
        }
        heading={{
          title: data
            ? t('machines.table.title', { count: total })
            : t('machines.table.titlePlain'),
          updating: machines.isFetching && data !== undefined && t('machines.updating'),
        }}
        toolbar={
          settled ? (
            <SelectionBar
              state={selection}
              total={total}
              pageIds={pageIds}
              filter={filter}
              canChangeStatus={canWrite}
              canAssign={can(user.userType, 'assignments:write')}
              canPrintLabels
            />
          ) : null
        }
        pager={settled ? list.pager(total) : undefined}
      >
        <MachinesTable
          machines={data?.machines ?? []}
          onView={setViewing}
          sort={list.tableSort}
          states={{
            failed: machines.isError && {
              title: t('machines.loadFailed'),
              onRetry: () => void machines.refetch(),
            },
            loading: !data && !machines.isError && t('machines.loading'),
            empty: {
              title: t('machines.empty'),
              hint: list.hasActiveFilters ? t('machines.emptyHint') : undefined,
            },
          }}
          selection={{
            isSelected: (machine) => selection.isSelected(machine.id),
            toggle: (machine) => selection.toggle(machine.id, pageIds),
            pageState: selection.pageState(pageIds),
            togglePage: () => selection.togglePage(pageIds),
            pageLabel: t('machines.bulk.selectPage'),
            rowLabel: (machine) => t('machines.bulk.selectRow', { serial: machine.serialNumber }),
          }}
        />
      </ListPage>

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
