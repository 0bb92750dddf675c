import { can, type Order } from '@dd/contract';
import { CheckCircle2, ClipboardList, Clock, PackageCheck, Plus, Truck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useUser } from '../../api/session';
import { Badge } from '../../components/ui/Badge';
import { Button, focusRing } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { StatCard } from '../../components/ui/StatCard';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { Table, Td, Th } from '../../components/ui/Table';
import { TableBody } from '../../components/ui/TableBody';
import { ORDER_FILTERS, ORDERS_PAGE_SIZE, useOrders, type OrderListParams } from '../../api/orders';
import { DebouncedSearch } from '../../components/DebouncedSearch';
import { DeliveryStatus } from './components/OrderStatus';
import { UpdateStatusDialog } from './components/UpdateStatusDialog';
import { useOrderDates } from '../../lib/format';
import { useMediaQuery } from '../../lib/use-media-query';

function readParams(params: URLSearchParams): OrderListParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (ORDER_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as OrderListParams['status'])
      : 'all',
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const linkClass = cn(
  'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-indigo-500/10',
  focusRing,
);

/** The order's machines: how many, and which types. */
function machineSummary(order: Order) {
  const count = order.machines.length || order.quantity;
  const types = [
    ...new Set(
      order.machines.length > 0
        ? order.machines.map((m) => m.type)
        : order.machine_type
          ? [order.machine_type]
          : [],
    ),
  ];
  return { count, types };
}

/** SPEC.md section 2, Orders (/orders). */
export function OrdersPage() {
  const { t } = useTranslation();
  const id = useId();
  const user = useUser();
  const dates = useOrderDates();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readParams(searchParams);
  const orders = useOrders(params);
  const listTop = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery('(max-width: 639px)');
  const [updating, setUpdating] = useState<Order | null>(null);
  const canUpdate = can(user.userType, 'orders:updateStatus');
  const canCreate = can(user.userType, 'orders:create');

  const setParams = (change: Partial<OrderListParams>) => {
    const next = { ...params, page: 1, ...change };
    const out = new URLSearchParams();
    if (next.status !== 'all') out.set('status', next.status);
    if (next.search) out.set('search', next.search);
    if (next.page > 1) out.set('page', String(next.page));
    setSearchParams(out, { replace: change.page === undefined && change.status === undefined });
  };

  useEffect(() => {
    if (orders.error) console.error('Failed to load orders', orders.error);
  }, [orders.error]);

  // The spec's columns, as table cells or (at phone width) as a card per order.
  const cells = (order: Order) => {
    const machines = machineSummary(order);
    const expected = dates.date(order.expectedDeliveryDate);
    return {
      order: (
        <>
          <p className="font-medium whitespace-nowrap text-slate-900 dark:text-white">
            {order.order_number}
          </p>
          <p className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
            {expected ? t('orders.expected', { date: expected }) : t('orders.noExpected')}
          </p>
        </>
      ),
      customer: (
        <>
          <p className="font-medium text-slate-900 dark:text-white">{order.distributor.name}</p>
          {order.retailer && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('orders.via', { name: order.retailer.name })}
            </p>
          )}
        </>
      ),
      machines: (
        <>
          <p className="whitespace-nowrap">{t('orders.machineCount', { count: machines.count })}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            {machines.types.map((type) => (
              <Badge key={type} tone="slate">
                {t(`orders.machineType.${type}`)}
              </Badge>
            ))}
          </div>
        </>
      ),
      status: <DeliveryStatus status={order.status} />,
      date: dates.date(order.createdAt),
      actions: (
        <div className="flex justify-end gap-1">
          {canUpdate && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setUpdating(order)}
              aria-label={`${t('orders.update')} ${order.order_number}`}
            >
              {t('orders.update')}
            </Button>
          )}
          <Link
            to={`/orders/${order.id}`}
            className={linkClass}
            aria-label={`${t('orders.view')} ${order.order_number}`}
          >
            {t('orders.view')}
          </Link>
        </div>
      ),
    };
  };

  const stats = orders.data?.stats;
  const list = orders.data?.orders ?? [];
  const filters = [
    { value: 'all', label: t('orders.filters.all') },
    ...ORDER_FILTERS.map((value) => ({ value, label: t(`orders.filters.${value}`) })),
  ] as const;

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
        <StatCard label={t('orders.stats.total')} value={stats?.total ?? 0} icon={ClipboardList} />
        <StatCard
          label={t('orders.stats.pending')}
          value={stats?.pending ?? 0}
          icon={Clock}
          tone="yellow"
        />
        <StatCard
          label={t('orders.stats.approved')}
          value={stats?.approved ?? 0}
          icon={CheckCircle2}
          tone="blue"
        />
        <StatCard
          label={t('orders.stats.inProgress')}
          value={stats?.inProgress ?? 0}
          icon={Truck}
          tone="purple"
        />
        <StatCard
          label={t('orders.stats.delivered')}
          value={stats?.delivered ?? 0}
          icon={PackageCheck}
          tone="green"
        />
      </div>

      <Card className="mb-6 flex flex-col gap-4 p-4 lg:flex-row lg:items-center">
        <DebouncedSearch
          className="lg:min-w-0 lg:flex-1"
          aria-label={t('orders.search.label')}
          placeholder={t('orders.search.placeholder')}
          value={params.search}
          onCommit={(search) => setParams({ search })}
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
              variant={params.status === filter.value ? 'primary' : 'secondary'}
              aria-pressed={params.status === filter.value}
              onClick={() => setParams({ status: filter.value })}
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
        ) : list.length === 0 ? (
          <EmptyState
            title={t('orders.empty')}
            hint={params.search || params.status !== 'all' ? t('orders.emptyFiltered') : undefined}
          />
        ) : (
          <>
            {phone ? (
              <ul
                aria-label={t('orders.tableLabel')}
                aria-busy={orders.isPlaceholderData}
                className={cn(
                  'divide-y divide-slate-200 dark:divide-slate-800',
                  orders.isPlaceholderData && 'opacity-60',
                )}
              >
                {list.map((order) => {
                  const cell = cells(order);
                  return (
                    <li key={order.id} className="space-y-3 p-4">
                      <div className="flex items-start justify-between gap-3">
                        <div className="min-w-0">{cell.order}</div>
                        {cell.status}
                      </div>
                      <div className="grid grid-cols-2 gap-3 text-sm">
                        <div className="min-w-0">{cell.customer}</div>
                        <div className="min-w-0">{cell.machines}</div>
                      </div>
                      <div className="flex items-center justify-between gap-3 text-sm">
                        <span className="text-slate-600 dark:text-slate-400">{cell.date}</span>
                        {cell.actions}
                      </div>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <Table
                aria-labelledby={`${id}-caption`}
                aria-busy={orders.isPlaceholderData}
                aria-rowcount={list.length + 1}
                className={cn(orders.isPlaceholderData && 'opacity-60')}
              >
                <caption id={`${id}-caption`} className="sr-only">
                  {t('orders.tableLabel')}
                </caption>
                <thead>
                  <tr aria-rowindex={1}>
                    <Th>{t('orders.columns.order')}</Th>
                    <Th>{t('orders.columns.customer')}</Th>
                    <Th>{t('orders.columns.machines')}</Th>
                    <Th>{t('orders.columns.status')}</Th>
                    <Th>{t('orders.columns.date')}</Th>
                    <Th className="text-right">{t('orders.columns.actions')}</Th>
                  </tr>
                </thead>
                <TableBody
                  rows={list}
                  rowKey={(order) => order.id}
                  columns={6}
                  estimateRowHeight={70}
                  className="divide-y divide-slate-200 dark:divide-slate-800"
                  rowClassName="hover:bg-slate-50 dark:hover:bg-slate-800/40"
                >
                  {(order) => {
                    const cell = cells(order);
                    return (
                      <>
                        <Td>{cell.order}</Td>
                        <Td className="min-w-44">{cell.customer}</Td>
                        <Td>{cell.machines}</Td>
                        <Td>{cell.status}</Td>
                        <Td className="whitespace-nowrap">{cell.date}</Td>
                        <Td className="text-right whitespace-nowrap">{cell.actions}</Td>
                      </>
                    );
                  }}
                </TableBody>
              </Table>
            )}
            <Pagination
              page={params.page}
              pageSize={ORDERS_PAGE_SIZE}
              total={orders.data?.total ?? 0}
              onPageChange={(page) => {
                setParams({ page });
                listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
              }}
            />
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
