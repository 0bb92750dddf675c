import type { ActivityTiles as Tiles, DashboardStats } from '@dd/contract';
import { Boxes, CircleCheck, ClipboardList, Link2, MoonStar, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { StatCard } from '../../components/ui/StatCard';
import { ErrorState } from '../../components/ui/States';

/** What each of the four cards shows (docs/product/screens.md, Dashboard). Zeros before/without data. */
export function statCardsOf(stats: DashboardStats | undefined) {
  const m = stats?.machines;
  const a = stats?.assignments;
  const o = stats?.orders;
  return {
    machines: { value: m?.total ?? 0, detail: { pos: m?.pos ?? 0, soundbox: m?.soundbox ?? 0 } },
    available: {
      value: m?.available ?? 0,
      detail: { assigned: m?.assigned ?? 0, maintenance: m?.maintenance ?? 0 },
    },
    assignments: {
      value: a?.total ?? 0,
      detail: { active: a?.active ?? 0, returned: a?.returned ?? 0 },
    },
    orders: {
      value: o?.total ?? 0,
      detail: { pending: o?.pending ?? 0, completed: o?.completed ?? 0 },
    },
  };
}

function Skeleton({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-700 ${className}`}
    />
  );
}

/** What the dashboard's figure panels receive. */
export type DashboardFiguresProps = {
  stats: DashboardStats | undefined;
  loading: boolean;
  /** The stats call failed (and nothing earlier is shown): no figure, never a 0 that looks real. */
  failed?: boolean;
  formatNumber: (value: number) => string;
};

export function StatCards({
  stats,
  loading,
  failed,
  formatNumber,
  onRetry,
}: DashboardFiguresProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <section aria-labelledby="dashboard-stats-heading">
        <h2 id="dashboard-stats-heading" className="sr-only">
          {t('dashboard.stats.heading')}
        </h2>
        <Card>
          <ErrorState title={t('dashboard.stats.loadError')} onRetry={onRetry} />
        </Card>
      </section>
    );
  }
  const cards = statCardsOf(stats);
  const n = formatNumber;
  const { machines, available, assignments, orders } = cards;

  const items = [
    {
      key: 'machines',
      label: t('dashboard.stats.totalMachines'),
      icon: Boxes,
      tone: 'indigo',
      value: cards.machines.value,
      hint: t('dashboard.stats.machinesDetail', {
        pos: n(machines.detail.pos),
        soundbox: n(machines.detail.soundbox),
      }),
    },
    {
      key: 'available',
      label: t('dashboard.stats.available'),
      icon: CircleCheck,
      tone: 'green',
      value: cards.available.value,
      hint: t('dashboard.stats.availableDetail', {
        assigned: n(available.detail.assigned),
        maintenance: n(available.detail.maintenance),
      }),
    },
    {
      key: 'assignments',
      label: t('dashboard.stats.assignments'),
      icon: Link2,
      tone: 'blue',
      value: cards.assignments.value,
      hint: t('dashboard.stats.assignmentsDetail', {
        active: n(assignments.detail.active),
        returned: n(assignments.detail.returned),
      }),
    },
    {
      key: 'orders',
      label: t('dashboard.stats.orders'),
      icon: ClipboardList,
      tone: 'yellow',
      value: cards.orders.value,
      hint: t('dashboard.stats.ordersDetail', {
        pending: n(orders.detail.pending),
        completed: n(orders.detail.completed),
      }),
    },
  ] as const;

  return (
    <section aria-labelledby="dashboard-stats-heading" aria-busy={loading}>
      <h2 id="dashboard-stats-heading" className="sr-only">
        {t('dashboard.stats.heading')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {items.map((item) => (
          <li key={item.key} data-testid={`stat-${item.key}`}>
            <StatCard
              label={item.label}
              icon={item.icon}
              tone={item.tone}
              value={
                loading ? (
                  <>
                    <Skeleton className="h-7 w-16 align-middle" />
                    <span className="sr-only">{t('common.loading')}</span>
                  </>
                ) : (
                  formatNumber(item.value)
                )
              }
              hint={loading ? <Skeleton className="h-3 w-36" /> : item.hint}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const ACTIVITY_TILES = [
  { key: 'offline', state: 'OFFLINE', icon: WifiOff, tone: 'red' },
  { key: 'dormant', state: 'DORMANT', icon: MoonStar, tone: 'yellow' },
] as const;

/**
 * The Offline now and Dormant tiles (issue #52, kept counts of the caller's scope): each links to
 * the Machines list filtered to those devices when the role has that screen (`opensMachines`).
 */
export function ActivityTiles({
  activity,
  loading,
  failed = false,
  formatNumber,
  opensMachines,
}: {
  activity: Tiles | undefined;
  loading: boolean;
  /** The stats call failed: the figures' error is shown above; here a dash, never a 0. */
  failed?: boolean;
  formatNumber: (value: number) => string;
  opensMachines: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-activity-heading" aria-busy={loading}>
      <h2
        id="dashboard-activity-heading"
        className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300"
      >
        {t('dashboard.activity.heading')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {ACTIVITY_TILES.map((tile) => (
          <li key={tile.key} data-testid={`activity-${tile.key}`}>
            <StatCard
              label={t(`dashboard.activity.${tile.key}`)}
              icon={tile.icon}
              tone={tile.tone}
              value={
                loading ? (
                  <>
                    <Skeleton className="h-7 w-16 align-middle" />
                    <span className="sr-only">{t('common.loading')}</span>
                  </>
                ) : failed ? (
                  t('common.none')
                ) : (
                  formatNumber(activity?.[tile.key] ?? 0)
                )
              }
              hint={
                opensMachines ? (
                  <Link
                    to={`/machines?activity=${tile.state}`}
                    className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                  >
                    {t(`dashboard.activity.${tile.key}Link`)}
                  </Link>
                ) : (
                  t(`dashboard.activity.${tile.key}Hint`)
                )
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
