import type { ReportSchedule } from '@dd/contract';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  useDeleteReportSchedule,
  useReportRuns,
  useReportSchedules,
  useSetReportSchedulePaused,
} from '../../api/report-schedules';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { DataTable } from '../../components/ui/DataTable';
import { errorText } from '../../lib/errors';
import { reportRunTone } from '../../lib/status-tones';
import { useFormatters } from '../../lib/format';
import { useReportFormatters } from './format';
import { reportTitle } from './labels';
import { timetableText } from './schedule-text';
import { TitledCard } from './TitledCard';
import { answerStates } from '../../components/ui/answer-states';

/** "Scheduled reports" on the Reports screen: the caller's schedules, their runs, pause/delete. */
export function ScheduledReports({
  timeZone,
  onEdit,
}: {
  timeZone: string;
  /** Edit: the screen takes the schedule's report and filters; Save schedule… saves it. */
  onEdit: (schedule: ReportSchedule) => void;
}) {
  const { t } = useTranslation();
  const schedules = useReportSchedules();
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const remove = useDeleteReportSchedule();

  let body;
  if (schedules.isPending) body = <LoadingState label={t('schedules.list.loading')} />;
  else if (schedules.isError)
    body = (
      <ErrorState
        title={t('schedules.list.error')}
        action={
          <Button variant="secondary" onClick={() => void schedules.refetch()}>
            {t('schedules.list.retry')}
          </Button>
        }
      />
    );
  else if (schedules.data.schedules.length === 0)
    body = <EmptyState title={t('schedules.list.empty')} hint={t('schedules.list.emptyHint')} />;
  else
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {schedules.data.schedules.map((s) => (
          <ScheduleItem
            key={s.id}
            schedule={s}
            timeZone={timeZone}
            onEdit={onEdit}
            onDelete={setDeleting}
          />
        ))}
      </ul>
    );

  return (
    <TitledCard title={t('schedules.list.title')} titleClassName="text-lg font-semibold">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('schedules.list.description')}
      </p>
      <div className="mt-3">{body}</div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('schedules.confirmDelete.title')}
        message={t('schedules.confirmDelete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('schedules.confirmDelete.confirm')}
        cancelLabel={t('schedules.confirmDelete.cancel')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('schedules.list.deletedToast'));
              setDeleting(null);
            },
            onError: (error) => toast.error(errorText(error, t, t('schedules.list.actionFailed'))),
          });
        }}
      />
    </TitledCard>
  );
}

function ScheduleItem({
  schedule: s,
  timeZone,
  onEdit,
  onDelete,
}: {
  schedule: ReportSchedule;
  timeZone: string;
  onEdit: (s: ReportSchedule) => void;
  onDelete: (s: ReportSchedule) => void;
}) {
  const { t } = useTranslation();
  const dates = useFormatters(timeZone);
  const [showRuns, setShowRuns] = useState(false);
  const pause = useSetReportSchedulePaused();
  const runsId = useId();
  const togglePaused = () =>
    pause.mutate(
      { id: s.id, paused: !s.paused },
      {
        onSuccess: () =>
          toast.success(t(s.paused ? 'schedules.list.resumedToast' : 'schedules.list.pausedToast')),
        onError: (error) => toast.error(errorText(error, t, t('schedules.list.actionFailed'))),
      },
    );
  const last = s.lastRun;

  return (
    <li className="py-3" aria-label={s.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1 text-sm">
          <p className="font-medium break-words text-slate-900 dark:text-white">{s.name}</p>
          <p className="text-slate-600 dark:text-slate-400">
            {reportTitle(t, s.reportType)} · {t(`schedules.list.format.${s.format}`)} ·{' '}
            {timetableText(t, s)} ({t('schedules.timetable.zone')})
          </p>
          <p className="text-slate-600 dark:text-slate-400">
            {s.paused ? (
              <Badge tone="yellow">{t('schedules.list.paused')}</Badge>
            ) : (
              <>
                {t('schedules.list.nextRun')}:{' '}
                <span className="text-slate-900 dark:text-slate-100">
                  {dates.dateTime(s.nextRunAt)}
                </span>
              </>
            )}
          </p>
          <p className="text-slate-600 dark:text-slate-400">
            {t('schedules.list.lastRun')}:{' '}
            {last ? (
              <>
                <Badge tone={reportRunTone(last.status)}>
                  {t(`schedules.status.${last.status}`)}
                </Badge>{' '}
                {dates.dateTime(last.dueAt)}
                {last.error && (
                  <span className="text-red-700 dark:text-red-300">
                    {' '}
                    · {t(`schedules.runError.${last.error}`)}
                  </span>
                )}
              </>
            ) : (
              t('schedules.list.never')
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => onEdit(s)}>
            {t('schedules.list.edit')}
          </Button>
          <Button variant="secondary" size="sm" onClick={togglePaused} disabled={pause.isPending}>
            {s.paused ? t('schedules.list.resume') : t('schedules.list.pause')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showRuns}
            aria-controls={runsId}
            onClick={() => setShowRuns((v) => !v)}
          >
            {showRuns ? t('schedules.list.hideHistory') : t('schedules.list.history')}
          </Button>
          <Button variant="danger" size="sm" onClick={() => onDelete(s)}>
            {t('schedules.list.delete')}
          </Button>
        </div>
      </div>
      <div id={runsId}>{showRuns && <RunHistory schedule={s} timeZone={timeZone} />}</div>
    </li>
  );
}

function RunHistory({ schedule, timeZone }: { schedule: ReportSchedule; timeZone: string }) {
  const { t } = useTranslation();
  const fmt = useReportFormatters(timeZone);
  const dates = useFormatters(timeZone);
  const runs = useReportRuns(schedule.id, true);
  const title = t('schedules.runs.title', { name: schedule.name });
  return (
    <div className="mt-3">
      <DataTable
        label={title}
        rows={runs.data?.runs ?? []}
        rowKey={(r) => r.id}
        states={answerStates(runs, {
          loading: t('schedules.runs.loading'),
          failed: t('schedules.runs.error'),
          empty: t('schedules.runs.empty'),
        })}
        columns={[
          {
            key: 'date',
            header: t('schedules.runs.date'),
            cell: (r) => dates.dateTime(r.dueAt),
          },
          {
            key: 'status',
            header: t('schedules.runs.status'),
            cell: (r) => (
              <Badge tone={reportRunTone(r.status)}>{t(`schedules.status.${r.status}`)}</Badge>
            ),
          },
          {
            key: 'rows',
            header: t('schedules.runs.rows'),
            cell: (r) => (r.rowCount === null ? '—' : fmt.number(r.rowCount)),
          },
          {
            key: 'size',
            header: t('schedules.runs.size'),
            cell: (r) => (r.fileSize === null ? '—' : fmt.bytes(r.fileSize)),
          },
          {
            key: 'error',
            header: t('schedules.runs.error_'),
            cell: (r) => (r.error ? t(`schedules.runError.${r.error}`) : '—'),
          },
        ]}
      />
    </div>
  );
}
