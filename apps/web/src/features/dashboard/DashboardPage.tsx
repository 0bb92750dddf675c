import { can, menuFor } from '@dd/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { PageHeader } from '../../components/ui/PageHeader';
import { Spinner } from '../../components/ui/Spinner';
import {
  useDashboardCharts,
  useDashboardStats,
  useRecentAssignments,
  useRecentOrders,
} from '../../api/dashboard';
import { useFormatters } from '../../lib/format';
import { ActivationFunnel } from './ActivationFunnel';
import { InventorySummary } from './InventorySummary';
import { MyDevices } from './MyDevices';
import { ProcessFlow } from './ProcessFlow';
import { QuickTiles } from './QuickTiles';
import { RecentList, type RecentItem } from './RecentList';
import { ActivityTiles, StatCards } from './StatCards';

// recharts is large: its own chunk, loaded after the figures are on screen.
const DashboardCharts = lazy(() => import('./DashboardCharts'));

function ChartsFallback() {
  const { t } = useTranslation();
  return (
    <Card className="flex h-40 items-center justify-center gap-3 text-sm text-slate-500 dark:text-slate-400">
      <Spinner />
      {t('dashboard.charts.loading')}
    </Card>
  );
}

/** docs/product/screens.md, Dashboard: the numbers are scoped to the caller's role by the server. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useUser();
  const fmt = useFormatters(user.preferences.timezone);
  const menu = menuFor(user.userType).map((item) => item.key);
  const opensOrders = menu.includes('orders');
  const opensAssignments = menu.includes('assignments');
  // A retailer may not read assignments: its dashboard has no Recent Assignments panel.
  const showAssignments = can(user.userType, 'assignments:read');
  // A retailer has no Machines screen: the devices it holds, and their install step, are here.
  const showOwnDevices = !menu.includes('machines') && can(user.userType, 'machines:install');
  // Only who books sees the booking flow; a link leads only to a screen of the role's menu.
  const showFlow = can(user.userType, 'orders:create');
  const opensMachines = menu.includes('machines');

  const stats = useDashboardStats();
  // A failed stats call shows an error with retry, never zeros that look like real figures.
  const statsFailed = stats.isError && !stats.data;
  const charts = useDashboardCharts();
  const orders = useRecentOrders();
  const assignments = useRecentAssignments(showAssignments);

  const orderItems: RecentItem[] = (orders.data ?? []).map((order) => ({
    id: order.id,
    title: order.order_number,
    href: opensOrders ? `/orders/${order.id}` : undefined,
    status: order.status,
    lines: [
      order.retailer
        ? `${order.distributor.name} · ${t('dashboard.recentOrders.via', { name: order.retailer.name })}`
        : order.distributor.name,
      `${fmt.date(order.createdAt)} · ${t('dashboard.recentOrders.machines', {
        count: order.machines.length || order.quantity,
      })}`,
    ],
  }));

  const assignmentItems: RecentItem[] = (assignments.data ?? []).map((assignment) => ({
    id: assignment.id,
    title: assignment.distributor.name,
    status: assignment.status,
    lines: [
      assignment.retailer?.name ?? t('dashboard.recentAssignments.direct'),
      `${t('dashboard.recentAssignments.validFrom', {
        date: fmt.date(assignment.validFrom),
      })} · ${t('dashboard.recentAssignments.machines', { count: assignment.machines.length })}`,
    ],
  }));

  return (
    <>
      <PageHeader
        title={t('pages.dashboard.title')}
        description={t('dashboard.welcome', { name: user.name })}
      />
      <div className="space-y-6">
        <QuickTiles role={user.userType} />

        <StatCards
          stats={stats.data}
          loading={stats.isPending}
          failed={statsFailed}
          formatNumber={fmt.number}
          onRetry={() => void stats.refetch()}
        />

        <ActivityTiles
          activity={stats.data?.activity}
          loading={stats.isPending}
          failed={statsFailed}
          formatNumber={fmt.number}
          opensMachines={opensMachines}
        />

        {showOwnDevices ? <MyDevices /> : null}

        <div className={cn('grid grid-cols-1 gap-6', showFlow && 'xl:grid-cols-3')}>
          {showFlow ? (
            <div className="xl:col-span-2">
              <ProcessFlow />
            </div>
          ) : null}
          <InventorySummary
            stats={stats.data}
            loading={stats.isPending}
            failed={statsFailed}
            formatNumber={fmt.number}
          />
        </div>

        <div className={showAssignments ? 'grid grid-cols-1 gap-6 lg:grid-cols-2' : ''}>
          <RecentList
            id="recent-orders"
            area="recentOrders"
            items={orderItems}
            loading={orders.isPending}
            viewAll={opensOrders ? '/orders' : undefined}
          />
          {showAssignments ? (
            <RecentList
              id="recent-assignments"
              area="recentAssignments"
              items={assignmentItems}
              loading={assignments.isPending}
              viewAll={opensAssignments ? '/assignments' : undefined}
            />
          ) : null}
        </div>

        {/* The chunk loads while the figures are fetched; the fallback covers both waits. */}
        <Suspense fallback={<ChartsFallback />}>
          {charts.isPending ? <ChartsFallback /> : null}
          <DashboardCharts
            data={charts.data}
            hidden={charts.isPending}
            formatNumber={fmt.number}
            formatDay={fmt.date}
            formatDayMonth={fmt.dayMonth}
          />
        </Suspense>

        {/* #16: after every spec panel. */}
        <ActivationFunnel
          funnel={stats.data?.activationFunnel}
          loading={stats.isPending}
          failed={statsFailed}
          formatNumber={fmt.number}
          // The Machines list's idle filter (the same idle rule), where they can be acted on.
          idleHref={opensMachines ? '/machines?idle=true' : undefined}
        />
      </div>
    </>
  );
}
