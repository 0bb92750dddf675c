import { can, type Order } from '@dd/contract';
import {
  CheckCircle2,
  ClipboardList,
  Clock,
  PackageCheck,
  Plus,
  Truck,
  XCircle,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrders } from '../../api/orders';
import { useUser } from '../../api/session';
import { Button, buttonClass } from '../../components/ui/Button';
import { StatCardList, type StatSpec } from '../../components/ui/StatCard';
import { ListPage } from '../../lib/list/ListPage';
import { ListSearch } from '../../lib/list/ListSearch';
import { useListState } from '../../lib/list/use-list-state';
import { OrdersList } from './components/OrdersList';
import { UpdateStatusDialog } from './components/UpdateStatusDialog';
import { ORDER_FILTERS, ORDER_LIST } from './list';
import { answerStates } from '../../components/ui/answer-states';

/** Every status has its card, so the cards add up to Total (decision 0164). */
const ORDER_STATS: readonly StatSpec<
  'total' | 'pending' | 'approved' | 'inProgress' | 'delivered' | 'cancelled'
>[] = [
  { key: 'total', icon: ClipboardList },
  { key: 'pending', icon: Clock, tone: 'yellow' },
  { key: 'approved', icon: CheckCircle2, tone: 'blue' },
  { key: 'inProgress', icon: Truck, tone: 'purple' },
  { key: 'delivered', icon: PackageCheck, tone: 'green' },
  { key: 'cancelled', icon: XCircle, tone: 'red' },
];

/** docs/product/screens-devices.md, Orders (/orders). */
export function OrdersPage() {
  const { t } = useTranslation();
  const user = useUser();
  const list = useListState(ORDER_LIST);
  const orders = useOrders(list.query);
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

  const settled = !orders.isPending && !(orders.isError && !orders.data);

  return (
    <>
      <ListPage
        title={t('orders.title')}
        description={t('orders.subtitle')}
        actions={
          canCreate ? (
            <Link to="/service-providers" className={buttonClass()}>
              <Plus className="size-4" aria-hidden="true" />
              {t('orders.newOrder')}
            </Link>
          ) : undefined
        }
        above={
          <div className="mb-6 grid grid-cols-2 gap-4 md:grid-cols-3 2xl:grid-cols-6">
            <StatCardList
              specs={ORDER_STATS}
              label={(key) => t(`orders.stats.${key}`)}
              value={(key) => figure(stats?.[key])}
            />
          </div>
        }
        filters={
          <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
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
          </div>
        }
        pager={settled ? list.pager(orders.data?.total ?? 0) : undefined}
      >
        <OrdersList
          orders={rows}
          busy={orders.isPlaceholderData}
          sort={list.tableSort}
          states={answerStates(
            orders,
            {
              loading: t('orders.loading'),
              failed: t('orders.loadError'),
              empty: t('orders.empty'),
              emptyHint: list.hasActiveFilters ? t('orders.emptyFiltered') : undefined,
            },
            { keepRows: true },
          )}
          canUpdate={canUpdate}
          onUpdate={setUpdating}
        />
      </ListPage>

      <UpdateStatusDialog
        key={updating?.id ?? 'none'}
        order={updating}
        onClose={() => setUpdating(null)}
      />
    </>
  );
}
