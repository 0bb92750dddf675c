import { can, type Order } from '@dd/contract';
import { CheckCircle2, ClipboardList, Clock, PackageCheck, Plus, Truck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrders } from '../../api/orders';
import { useUser } from '../../api/session';
import { Button, focusRing } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { StatCard } from '../../components/ui/StatCard';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { ListSearch } from '../../lib/list/ListSearch';
import { useListState } from '../../lib/list/use-list-state';
import { OrdersList } from './components/OrdersList';
import { UpdateStatusDialog } from './components/UpdateStatusDialog';
import { ORDER_FILTERS, ORDER_LIST } from './list';

/** docs/product.md section 3, Orders (/orders). */
export function OrdersPage() {
  const { t } = useTranslation();
  const user = useUser();
  const list = useListState(ORDER_LIST);
  const orders = useOrders(list.query);
  const listTop = useRef<HTMLDivElement>(null);
  const [updating, setUpdating] = useState<Order | null>(null);
  const canUpdate = can(user.userType, 'orders:updateStatus');
  const canCreate = can(user.userType, 'orders:create');

  useEffect(() => {
    if (orders.error) console.error('Failed to load orders', orders.error);
  }, [orders.error]);

  const stats = orders.data?.stats;
  // The figures come with the list: when it fails they show a dash, not a 0 that looks real (the
  // list below says what failed and offers "Try again").
  const figure = (value: number | undefined) =>
    orders.isError && !orders.data ? (
      <>
        <span aria-hidden="true">{t('common.none')}</span>
        <span className="sr-only">{t('orders.stats.unavailable')}</span>
      </>
    ) : (
      (value ?? 0)
    );
  const rows = orders.data?.orders ?? [];
  const filters = [
    { value: '', label: t('orders.filters.all') },
    ...ORDER_FILTERS.map((value) => ({ value, label: t(`orders.filters.${value}`) })),
  ] as const;

  const pager = (
    <Pagination
      page={list.page}
      pageSize={list.pageSize}
      total={orders.data?.total ?? 0}
      onPageChange={(page) => {
        list.setPage(page);
        listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      }}
      onPageSizeChange={list.setPageSize}
    />
  );

  return (
    <>
      <PageHeader
        title={t('orders.title')}
        description={t('orders.subtitle')}
        actions={
          canCreate ? (
            <Link
              to="/service-providers"
              className={cn(
                'inline-flex h-10 items-center gap-2 rounded-lg bg-indigo-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-400',
                focusRing,
              )}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('orders.newOrder')}
            </Link>
          ) : undefined
        }
      />

      <div className="mb-6 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        <StatCard
          label={t('orders.stats.total')}
          value={figure(stats?.total)}
          icon={ClipboardList}
        />
        <StatCard
          label={t('orders.stats.pending')}
          value={figure(stats?.pending)}
          icon={Clock}
          tone="yellow"
        />
        <StatCard
          label={t('orders.stats.approved')}
          value={figure(stats?.approved)}
          icon={CheckCircle2}
          tone="blue"
        />
        <StatCard
          label={t('orders.stats.inProgress')}
          value={figure(stats?.inProgress)}
          icon={Truck}
          tone="purple"
        />
        <StatCard
          label={t('orders.stats.delivered')}
          value={figure(stats?.delivered)}
          icon={PackageCheck}
          tone="green"
        />
      </div>

      <Card className="mb-6 flex flex-col gap-4 p-4 lg:flex-row lg:items-end">
        <ListSearch
          id="orders-search"
          className="lg:min-w-0 lg:flex-1"
          label={t('orders.search.label')}
          text={list.searchText}
          onText={list.setSearchText}
          placeholder={t('orders.search.placeholder')}
        />
        <div
          role="group"
          aria-label={t('orders.filters.label')}
          className="flex flex-wrap gap-2 lg:shrink-0"
        >
          {filters.map((filter) => (
            <Button
              key={filter.value}
              size="sm"
              variant={list.filters.status === filter.value ? 'primary' : 'secondary'}
              aria-pressed={list.filters.status === filter.value}
              onClick={() => list.setFilter('status', filter.value)}
            >
              {filter.label}
            </Button>
          ))}
        </div>
      </Card>

      <Card className="overflow-hidden">
        <div ref={listTop} className="scroll-mt-20" />
        {orders.isPending ? (
          <LoadingState label={t('orders.loading')} />
        ) : orders.isError && !orders.data ? (
          <ErrorState
            title={t('orders.loadError')}
            action={
              <Button variant="secondary" size="sm" onClick={() => void orders.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : rows.length === 0 ? (
          <>
            <EmptyState
              title={t('orders.empty')}
              hint={list.hasActiveFilters ? t('orders.emptyFiltered') : undefined}
            />
            {/* A page past the end (an old link): the pager leads back. */}
            {pager}
          </>
        ) : (
          <>
            <OrdersList
              orders={rows}
              busy={orders.isPlaceholderData}
              sort={{ sort: list.sort, order: list.order, onSort: list.toggleSort }}
              canUpdate={canUpdate}
              onUpdate={setUpdating}
            />
            {pager}
          </>
        )}
      </Card>

      <UpdateStatusDialog
        key={updating?.id ?? 'none'}
        order={updating}
        onClose={() => setUpdating(null)}
      />
    </>
  );
}
