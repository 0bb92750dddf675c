import type { DeviceHealth } from '@dd/contract';
import { Activity } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachineActivity } from '../../api/machines';
import { ErrorState, LoadingState } from '../../components/ui/States';
import { today } from '../../lib/clock';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { ActivityBadge } from './ActivityBadge';

// The chart is its own small chunk: the Machines screen's first load does not carry it.
const ActivityChart = lazy(() => import('./activity/ActivityChart'));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** What the provider last reported of the device (decision 0176), "—" for what it never sent. */
function HealthFacts({ health }: { health: DeviceHealth }) {
  const { t } = useTranslation();
  const dates = useFormatters();
  const none = t('common.none');
  return (
    <dl
      className="mt-2 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3"
      data-testid="device-health"
    >
      <Fact label={t('machines.activity.state')}>
        <ActivityBadge state={health.state} />
      </Fact>
      <Fact label={t('machines.activity.lastSeen')}>
        {health.lastSeenAt ? dates.dateTime(health.lastSeenAt) : none}
      </Fact>
      <Fact label={t('machines.activity.lastTransaction')}>
        {health.lastTransactionAt ? dates.dateTime(health.lastTransactionAt) : none}
      </Fact>
      <Fact label={t('machines.activity.battery')}>
        {health.battery === null
          ? none
          : t('machines.activity.batteryValue', { percent: health.battery })}
      </Fact>
      <Fact label={t('machines.activity.signal')}>
        {health.signal === null
          ? none
          : t('machines.activity.signalValue', { bars: health.signal })}
      </Fact>
      <Fact label={t('machines.activity.network')}>
        {health.network ? t(`machines.activity.networks.${health.network}`) : none}
      </Fact>
      <Fact label={t('machines.activity.appVersion')}>{health.appVersion || none}</Fact>
      <Fact label={t('machines.activity.firmware')}>{health.firmware || none}</Fact>
    </dl>
  );
}

/**
 * The machine detail's Activity section (issue #52): the device's state, what it last reported
 * and its last 90 days, or "Never seen" while its provider has sent nothing for it.
 */
export function ActivityPanel({ machineId }: { machineId: number }) {
  const { t } = useTranslation();
  const activity = useMachineActivity(machineId);
  const data = activity.data;
  return (
    <section
      aria-labelledby="activity-title"
      className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3
        id="activity-title"
        className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white"
      >
        <Activity className="size-4" aria-hidden="true" />
        {t('machines.activity.title')}
      </h3>
      {activity.isError ? (
        <ErrorState
          title={t('machines.activity.loadFailed')}
          detail={errorText(activity.error, t, '')}
          onRetry={() => void activity.refetch()}
        />
      ) : !data ? (
        <LoadingState label={t('machines.activity.loading')} />
      ) : data.health.state === 'NEVER_SEEN' && data.days.length === 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <ActivityBadge state="NEVER_SEEN" />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('machines.activity.neverSeen')}
          </p>
        </div>
      ) : (
        <>
          <HealthFacts health={data.health} />
          <Suspense fallback={<LoadingState label={t('machines.activity.chart.loading')} />}>
            <ActivityChart days={data.days} today={today()} />
          </Suspense>
        </>
      )}
    </section>
  );
}
