import type { ActivityState, Machine } from '@dd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachines } from '../../api/machines';
import { Badge, type Tone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import type { Column } from '../../components/ui/columns';
import { DataTable } from '../../components/ui/DataTable';
import { Pagination } from '../../components/ui/Pagination';
import { Serial } from '../../components/ui/Serial';
import { TitleRow } from '../../components/ui/TitleRow';
import { useFormatters } from '../../lib/format';
import { activationStateTone } from '../../lib/status-tones';
import { MarkInstalledDialog } from './MarkInstalledDialog';
import { answerStates } from '../../components/ui/answer-states';
import { useWaitingDecision } from '../../api/offline-queue';
import { QueuedBadges, WaitingReason, waitingReasonOf } from '../../components/QueuedBadges';

const PAGE_SIZE = 10;

/**
 * The activity badges' colours, as the Machines screen's (features/machines/ActivityBadge.tsx;
 * a feature does not import another's: lib/status-tones.ts is their shared home).
 */
const ACTIVITY_TONES: Record<ActivityState, Tone> = {
  ONLINE: 'green',
  OFFLINE: 'red',
  DORMANT: 'orange',
  NEVER_SEEN: 'slate',
};

/**
 * A retailer's dashboard: the devices its shop holds (the server scopes the machines list to
 * them), with "Mark installed" for those still ALLOTTED and delivered (not awaiting delivery). Retailers have no Machines screen.
 */
export function MyDevices() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const [page, setPage] = useState(1);
  const [installing, setInstalling] = useState<Machine | null>(null);
  const devices = useMachines({ page, pageSize: PAGE_SIZE });
  const rows = devices.data?.machines ?? [];
  const none = t('common.none');

  const columns: Column<Machine>[] = [
    {
      key: 'serial',
      header: t('dashboard.myDevices.serial'),
      cell: (m) => <Serial>{m.serialNumber}</Serial>,
    },
    {
      key: 'type',
      header: t('dashboard.myDevices.type'),
      cell: (m) => t(`machines.type.${m.type}`),
    },
    {
      key: 'state',
      header: t('dashboard.myDevices.state'),
      cell: (m) =>
        m.activationState ? (
          <Badge tone={activationStateTone(m.activationState)}>
            {t(`machines.activation.states.${m.activationState}`)}
          </Badge>
        ) : (
          none
        ),
    },
    {
      key: 'activity',
      header: t('dashboard.myDevices.activity'),
      cell: (m) =>
        m.activity ? (
          <Badge tone={ACTIVITY_TONES[m.activity]}>
            {t(`machines.activity.states.${m.activity}`)}
          </Badge>
        ) : (
          none
        ),
    },
    {
      key: 'installedOn',
      header: t('dashboard.myDevices.installedOn'),
      cell: (m) => (m.installedOn ? fmt.date(m.installedOn) : none),
    },
    {
      key: 'action',
      header: t('dashboard.myDevices.action'),
      hideHeader: true,
      cell: (m) =>
        m.activationState !== 'ALLOTTED' ? null : m.awaitingDelivery ? (
          // Booked for the shop, not in its hands yet: the server would refuse the install.
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t('dashboard.myDevices.awaitingDelivery')}
          </span>
        ) : (
          <MarkInstalledButton machine={m} onClick={() => setInstalling(m)} />
        ),
    },
  ];

  return (
    <Card role="region" aria-labelledby="my-devices-heading">
      <TitleRow
        className="border-b border-slate-200 px-5 py-4 dark:border-slate-800"
        heading={
          <h2
            id="my-devices-heading"
            className="text-base font-semibold text-slate-900 dark:text-white"
          >
            {t('dashboard.myDevices.heading')}
          </h2>
        }
        description={t('dashboard.myDevices.hint')}
      />
      <DataTable
        label={t('dashboard.myDevices.heading')}
        rows={rows}
        rowKey={(m) => m.id}
        columns={columns}
        rowData={(m) => ({ 'data-testid': `my-device-${m.serialNumber}` })}
        busy={devices.isFetching && !devices.isPending}
        states={answerStates(
          devices,
          {
            loading: t('dashboard.myDevices.loading'),
            failed: t('dashboard.myDevices.loadFailed'),
            empty: t('dashboard.myDevices.empty'),
            emptyHint: t('dashboard.myDevices.emptyHint'),
          },
          { keepRows: true },
        )}
      />
      <Pagination
        page={page}
        pageSize={PAGE_SIZE}
        total={devices.data?.total ?? 0}
        onPageChange={setPage}
      />
      {installing ? (
        <MarkInstalledDialog machine={installing} onClose={() => setInstalling(null)} />
      ) : null}
    </Card>
  );
}

/** "Mark installed" of one device: disabled, saying why, while a step of it waits offline. */
function MarkInstalledButton({ machine, onClick }: { machine: Machine; onClick: () => void }) {
  const { t } = useTranslation();
  const waiting = useWaitingDecision('machine', machine.id);
  return (
    <div className="flex flex-col items-start gap-1">
      <QueuedBadges
        actions={waiting.queued}
        what={() => t('machines.activation.steps.INSTALLED')}
      />
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('dashboard.myDevices.markLabel', { serial: machine.serialNumber })}
        onClick={onClick}
        disabled={waiting.waiting}
        aria-describedby={waitingReasonOf(waiting)}
      >
        {t('machines.activation.steps.INSTALLED')}
      </Button>
      <WaitingReason decision={waiting} className="max-w-64 text-xs" />
    </div>
  );
}
