import type { Assignment } from '@dd/contract';
import { CalendarRange, Store, Trash2, Truck, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaitingDecision } from '../../api/offline-queue';
import { QueuedBadges, WaitingReason, waitingReasonOf } from '../../components/QueuedBadges';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { assignmentStatusTone } from '../../lib/status-tones';
import { useFormatters } from '../../lib/format';
import { phraseText } from '../../lib/phrases';

const MACHINES_SHOWN = 10;

function Fact({
  icon,
  label,
  children,
  className,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-400">
        <span className="text-slate-500" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="pl-[1.375rem] text-sm break-words text-slate-900 dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}

/** One assignment (docs/product/screens-devices.md, Assignments: status, created date, Return, delete, parties, period…). */
export function AssignmentCard({
  assignment,
  canWrite,
  returning,
  onReturn,
  onDelete,
}: {
  assignment: Assignment;
  canWrite: boolean;
  returning: boolean;
  onReturn: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
}) {
  const { t } = useTranslation();
  const dates = useFormatters();
  const [showAll, setShowAll] = useState(false);
  const titleId = `assignment-${assignment.id}-title`;
  const machines = showAll ? assignment.machines : assignment.machines.slice(0, MACHINES_SHOWN);
  const hidden = assignment.machines.length - machines.length;
  const from = dates.date(assignment.validFrom);
  const to = assignment.validTo ? dates.date(assignment.validTo) : t('assignments.card.noEndDate');
  // Its Return made offline, waiting in the queue (or refused).
  const waiting = useWaitingDecision('assignment', assignment.id);
  const describedBy = waitingReasonOf(waiting);

  return (
    <Card
      id={`assignment-${assignment.id}`}
      tabIndex={-1}
      className="@container flex flex-col p-4"
      aria-labelledby={titleId}
      role="article"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
              {t('assignments.card.title', { id: assignment.id })}
            </h3>
            <Badge tone={assignmentStatusTone(assignment.status)}>
              {t(`assignments.status.${assignment.status}`)}
            </Badge>
            <QueuedBadges actions={waiting.queued} what={() => t('assignments.card.return')} />
          </div>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {t('assignments.card.created', {
              date: dates.date(assignment.createdAt),
            })}
            {assignment.orderId
              ? ` · ${t('assignments.card.order', { id: assignment.orderId })}`
              : ''}
          </p>
        </div>
        {canWrite ? (
          <div className="flex items-center gap-1">
            {assignment.status === 'ACTIVE' ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onReturn(assignment)}
                disabled={returning || waiting.waiting}
                aria-describedby={describedBy}
                data-return
              >
                {returning ? <Spinner /> : <Undo2 className="size-4" aria-hidden="true" />}
                {t('assignments.card.return')}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10"
              aria-label={t('assignments.card.delete', { id: assignment.id })}
              title={t('assignments.card.delete', { id: assignment.id })}
              onClick={() => onDelete(assignment)}
              disabled={waiting.waiting}
              aria-describedby={describedBy}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>

      <WaitingReason decision={waiting} className="mt-2" />

      <dl className="mt-4 grid grid-cols-1 gap-3 @xs:grid-cols-2 @lg:grid-cols-3">
        <Fact icon={<Truck className="size-4" />} label={t('assignments.card.distributor')}>
          {assignment.distributor.name}
        </Fact>
        <Fact icon={<Store className="size-4" />} label={t('assignments.card.retailer')}>
          {assignment.retailer?.name ?? t('assignments.card.direct')}
        </Fact>
        <Fact
          icon={<CalendarRange className="size-4" />}
          label={t('assignments.card.validPeriod')}
          className="@xs:col-span-2 @lg:col-span-1"
        >
          {`${from} - ${to}`}
        </Fact>
        {assignment.returnedAt ? (
          <Fact icon={<Undo2 className="size-4" />} label={t('assignments.card.returnedOn')}>
            {dates.date(assignment.returnedAt)}
          </Fact>
        ) : null}
      </dl>

      <div className="mt-4">
        <h4 className="text-xs font-medium text-slate-500 dark:text-slate-400">
          {t('assignments.card.machines', { count: assignment.machines.length })}
        </h4>
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {machines.map((m) => (
            <li
              key={m.id}
              className="rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              <span className="font-mono font-medium text-slate-900 dark:text-white">
                {m.serialNumber}
              </span>
              {` · ${m.model}`}
            </li>
          ))}
        </ul>
        {hidden > 0 || showAll ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1 -ml-2"
            onClick={() => setShowAll((v) => !v)}
            aria-expanded={showAll}
          >
            {showAll
              ? t('assignments.card.showLess')
              : t('assignments.card.showAll', { count: assignment.machines.length })}
          </Button>
        ) : null}
      </div>

      {assignment.phrase ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {phraseText(t, assignment.phrase, '')}
        </p>
      ) : null}
      {assignment.notes ? (
        <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/50">
          <h4 className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('assignments.card.notes')}
          </h4>
          <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
            {assignment.notes}
          </p>
        </div>
      ) : null}
    </Card>
  );
}
