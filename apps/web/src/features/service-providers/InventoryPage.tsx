import { can, type InventoryAvailableQuery, type Machine } from '@dd/contract';
import { CheckCircle2, Monitor, PackageCheck, ShoppingCart, Speaker } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PrintLabelsButton } from '../../components/PrintLabelsButton';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { StatCard } from '../../components/ui/StatCard';
import { EmptyState, LoadingState } from '../../components/ui/States';
import { BackLink } from '../../components/ui/TextLink';
import { isApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
import {
  loadSelection,
  saveSelection,
  toBookingMachine,
  type BookingMachine,
  type BookingSelection,
} from '../../lib/booking-selection';
import { SortBar } from '../../lib/list/SortBar';
import { useListState } from '../../lib/list/use-list-state';
import {
  mergeInventory,
  useAllAvailable,
  useInventory,
  useProvider,
  useProviderStock,
} from '../../api/service-providers';
import { InventoryFilters } from './components/InventoryFilters';
import { LiveStockFigures } from './components/LiveStockFigures';
import { ReceiveStockLinks } from './components/ReceiveStockLinks';
import { ProviderSettingsForm } from './components/ProviderSettingsForm';
import { StockAlertsCard } from './components/StockAlertsCard';
import { useUser } from '../../api/session';
import { MachineCard } from './components/MachineCard';
import { SerialEntry } from '../../components/scan/SerialEntry';
import { useMachinePicker } from '../../components/scan/use-machine-picker';
import { INVENTORY_LIST } from './list';
import { useLogFailure } from './log-failure';

/** docs/product/screens-devices.md, Inventory for a provider (/inventory/{providerId}). */
export function InventoryPage() {
  // Another provider's inventory starts with that provider's own selection.
  return <ProviderInventory key={useParams().providerId} />;
}

function ProviderInventory() {
  const { t } = useTranslation();
  // Labels of stock not yet held: an admin's job (a distributor reads only what it holds).
  const canPrintLabels = can(useUser().userType, 'machines:write');
  const navigate = useNavigate();
  const providerId = Number(useParams().providerId);
  const list = useListState(INVENTORY_LIST);

  const listTop = useRef<HTMLDivElement>(null);
  const provider = useProvider(providerId);
  const inventory = useInventory(providerId, list.query);
  const stock = useProviderStock(providerId);

  // Selected machines are kept as objects, so the selection survives filtering and paging.
  const [selected, setSelected] = useState<Map<number, BookingMachine>>(
    () => new Map((loadSelection(providerId)?.machines ?? []).map((m) => [m.id, m])),
  );

  useLogFailure(inventory.error, 'Failed to load inventory');
  useLogFailure(provider.error, 'Failed to load service provider');

  const providerRef = provider.data
    ? {
        id: provider.data.id,
        name: provider.data.name,
        company_name: provider.data.company_name,
      }
    : null;

  const selectionOf = (machines: Map<number, BookingMachine>): BookingSelection => ({
    providerId,
    provider: providerRef,
    machines: [...machines.values()],
  });

  const updateSelection = (next: Map<number, BookingMachine>) => {
    setSelected(next);
    saveSelection(selectionOf(next));
  };

  const machines = mergeInventory(
    inventory.data,
    list.sort ? { sort: list.sort, order: list.order } : null,
  );
  const counts = inventory.data?.counts;

  const toggle = (machine: Machine) => {
    if (machine.status !== 'AVAILABLE') return;
    const next = new Map(selected);
    if (next.has(machine.id)) next.delete(machine.id);
    else next.set(machine.id, toBookingMachine(machine));
    updateSelection(next);
  };

  // A serial scanned, typed + Enter or pasted ticks this provider's AVAILABLE device.
  const pick = useMachinePicker({
    fit: (m) =>
      m.serviceProviderId !== providerId
        ? 'outOfScope'
        : m.status === 'AVAILABLE'
          ? 'ok'
          : 'unavailable',
    isPicked: (m) => selected.has(m.id),
    onPick: (found) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const m of found) next.set(m.id, toBookingMachine(m));
        saveSelection(selectionOf(next));
        return next;
      }),
  });

  // 'Select All Available' adds the AVAILABLE machines of the page in view; 'Select all N
  // available' then adds every AVAILABLE match of the type and search, on all pages (server).
  const allAvailable = useAllAvailable(providerId);
  const availableMatching = inventory.data?.availableMatching ?? 0;
  const selectAllMatching = async () => {
    const query = {
      // The list's own value, one of its TYPE_FILTERS (list.ts).
      ...(list.filters.type ? { type: list.filters.type as InventoryAvailableQuery['type'] } : {}),
      ...(list.query.search ? { search: String(list.query.search) } : {}),
    };
    try {
      const answer = await allAvailable.mutateAsync(query);
      const next = new Map(selected);
      for (const m of answer.machines) next.set(m.id, toBookingMachine(m));
      updateSelection(next);
    } catch (error) {
      toast.error(errorText(error, t, t('providers.inventory.selectAllNFailed')));
    }
  };
  const selectAllAvailable = () => {
    const next = new Map(selected);
    for (const m of machines) if (m.status === 'AVAILABLE') next.set(m.id, toBookingMachine(m));
    updateSelection(next);
  };

  const proceed = () => {
    if (selected.size === 0) return;
    const selection = selectionOf(selected);
    saveSelection(selection);
    void navigate(`/order/${providerId}`, { state: selection });
  };

  const notFound = isApiError(provider.error) && provider.error.status === 404;
  const backLink = <BackLink to="/service-providers">{t('providers.inventory.back')}</BackLink>;

  if (notFound || !Number.isInteger(providerId) || providerId < 1) {
    return (
      <>
        {backLink}
        <PageHeader title={t('providers.inventory.notFound')} />
        <Card>
          <EmptyState title={t('providers.inventory.notFound')} />
        </Card>
      </>
    );
  }

  const pager = (
    <Pagination
      page={list.page}
      pageSize={list.pageSize}
      total={inventory.data?.total ?? 0}
      onPageChange={(page) => {
        list.setPage(page);
        listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      }}
      onPageSizeChange={list.setPageSize}
    />
  );

  const availableOnPage = machines.filter((m) => m.status === 'AVAILABLE');
  const allOnPageSelected =
    availableOnPage.length > 0 && availableOnPage.every((m) => selected.has(m.id));

  return (
    <div className={cn(selected.size > 0 && 'pb-24')}>
      {backLink}
      <PageHeader
        title={provider.data?.name ?? t('providers.inventory.title')}
        description={
          provider.data
            ? t('providers.inventory.subtitle', { company: provider.data.company_name })
            : undefined
        }
        actions={<ReceiveStockLinks providerId={providerId} />}
      />

      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard
          label={t('providers.inventory.counts.pos')}
          value={counts?.pos ?? 0}
          icon={Monitor}
        />
        <StatCard
          label={t('providers.inventory.counts.soundbox')}
          value={counts?.soundbox ?? 0}
          icon={Speaker}
          tone="purple"
        />
        <StatCard
          label={t('providers.inventory.counts.available')}
          value={counts?.available ?? 0}
          icon={PackageCheck}
          tone="green"
        />
        <StatCard
          label={t('providers.inventory.counts.assigned')}
          value={counts?.assigned ?? 0}
          icon={CheckCircle2}
          tone="yellow"
        />
      </div>

      {!stock.isError && (
        <LiveStockFigures className="mb-6" stock={stock.data} scope={stock.data?.scope} />
      )}

      <ProviderSettingsForm providerId={providerId} className="mb-6" />
      <StockAlertsCard providerId={providerId} className="mb-6" />
      <Card className="mb-6 p-4">
        <InventoryFilters
          filters={list.filters}
          searchText={list.searchText}
          onSearchText={list.setSearchText}
          onFilter={list.setFilter}
        />
        <SerialEntry onSerials={pick} className="mt-4" />
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={selectAllAvailable}
            disabled={availableOnPage.length === 0 || allOnPageSelected}
          >
            {t('providers.inventory.selectAllAvailable')}
          </Button>
          {allOnPageSelected && availableMatching > selected.size ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={allAvailable.isPending}
              aria-busy={allAvailable.isPending}
              onClick={() => void selectAllMatching()}
            >
              {t('providers.inventory.selectAllN', { count: availableMatching })}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => updateSelection(new Map())}
            disabled={selected.size === 0}
          >
            {t('providers.inventory.clear')}
          </Button>
        </div>
      </Card>

      <Card>
        <div ref={listTop} className="scroll-mt-20" />
        <SortBar
          className="border-b border-slate-200 px-4 py-3 dark:border-slate-800"
          columns={[
            { column: 'serialNumber', label: t('providers.inventory.sort.serialNumber') },
            { column: 'model', label: t('providers.inventory.sort.model') },
            { column: 'status', label: t('providers.inventory.sort.status') },
          ]}
          sort={list.sort}
          order={list.order}
          onSort={list.toggleSort}
        />
        {inventory.isPending && inventory.fetchStatus !== 'idle' ? (
          <LoadingState label={t('providers.inventory.loading')} />
        ) : machines.length === 0 ? (
          <>
            <EmptyState
              title={t('providers.inventory.empty')}
              hint={t('providers.inventory.emptyHint')}
            />
            {/* A page past the end (an old link): the pager leads back. */}
            {pager}
          </>
        ) : (
          <>
            <ul
              aria-label={t('providers.inventory.listLabel')}
              aria-busy={inventory.isPlaceholderData}
              className={cn(
                'grid gap-4 p-4 sm:grid-cols-2 xl:grid-cols-3',
                inventory.isPlaceholderData && 'opacity-60 transition-opacity',
              )}
            >
              {machines.map((machine) => (
                <li key={machine.id}>
                  <MachineCard
                    machine={machine}
                    selected={selected.has(machine.id)}
                    onToggle={() => toggle(machine)}
                  />
                </li>
              ))}
            </ul>
            {pager}
          </>
        )}
      </Card>

      {selected.size > 0 && (
        <div className="pointer-events-none fixed inset-x-0 bottom-4 z-10 flex justify-center px-4 md:left-64 lg:left-72">
          <div
            role="region"
            aria-label={t('providers.inventory.selectionLabel')}
            className="pointer-events-auto flex w-full max-w-2xl items-center justify-between gap-3 rounded-xl border border-indigo-200 bg-white p-3 pl-4 shadow-lg dark:border-indigo-500/40 dark:bg-slate-900"
          >
            <p className="min-w-0 text-sm font-medium text-slate-900 dark:text-white">
              {t('providers.inventory.selectedCount', { count: selected.size })}
            </p>
            <div className="flex shrink-0 justify-end gap-2">
              {canPrintLabels && <PrintLabelsButton ids={[...selected.keys()]} size="md" compact />}
              <Button onClick={proceed} className="shrink-0">
                <ShoppingCart className="size-4" aria-hidden="true" />
                {t('providers.inventory.proceed')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
