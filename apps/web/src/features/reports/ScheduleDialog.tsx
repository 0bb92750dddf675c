import { FormFooter } from '../../components/forms/FormFooter';
import type { ReportFormat, ReportSchedule, ReportType, ScheduleFrequency } from '@dd/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences } from '../../api/notifications';
import { useCreateReportSchedule, useUpdateReportSchedule } from '../../api/report-schedules';
import { Dialog } from '../../components/ui/Dialog';
import { Textarea } from '../../components/ui/Field';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { FieldShell, TextField } from '../../components/forms/FormField';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { looksLikeEmail, splitAddresses } from './schedule-text';

const FREQUENCIES: ScheduleFrequency[] = ['daily', 'weekly', 'monthly'];
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const MONTH_DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

/** What the screen has chosen, which a schedule starts from. */
export type ScheduleChoices = {
  type: ReportType;
  title: string;
  filters: Record<string, string>;
  format: ReportFormat;
  /** The report, format and filters in words (what the file will hold). */
  summary: string;
  isAdmin: boolean;
  timeZone: string;
};

/**
 * "Schedule…": the report chosen on the screen (type, filters, format) on a timetable in India
 * time, emailed to the caller; admins may add other addresses. With `schedule`, it edits that one:
 * its timetable and recipients start as they are, its report becomes the screen's (PUT).
 */
export function ScheduleDialog({
  open,
  onOpenChange,
  type,
  title,
  filters,
  format,
  summary,
  isAdmin,
  timeZone,
  schedule,
  onSaved,
}: ScheduleChoices & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schedule?: ReportSchedule;
  /** After a schedule was created or saved. */
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const dates = useFormatters(timeZone);
  const ids = { name: useId(), freq: useId(), time: useId(), day: useId(), to: useId() };
  const startName = schedule?.name ?? title;
  const startRecipients = schedule?.recipients.join('\n') ?? '';
  const [name, setName] = useState(startName);
  const [frequency, setFrequency] = useState<ScheduleFrequency>(schedule?.frequency ?? 'daily');
  const [timeOfDay, setTimeOfDay] = useState(schedule?.timeOfDay ?? '09:00');
  const [dayOfWeek, setDayOfWeek] = useState(schedule?.dayOfWeek ?? 1);
  const [dayOfMonth, setDayOfMonth] = useState(schedule?.dayOfMonth ?? 1);
  const [recipients, setRecipients] = useState(startRecipients);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateReportSchedule();
  const update = useUpdateReportSchedule();
  const saving = create.isPending || update.isPending;
  const text = (created: string, edited: string) => (schedule ? edited : created);
  // Warn only when the server says it cannot send email (the runs would fail), not while asking.
  const emailMissing = useNotificationPreferences().data?.emailAvailable === false;
  const dirty = name !== startName || recipients !== startRecipients;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('schedules.dialog.nameRequired'));
    const addresses = isAdmin ? splitAddresses(recipients) : [];
    const bad = addresses.find((a) => !looksLikeEmail(a));
    if (bad) return setProblem(t('schedules.dialog.recipientsInvalid', { value: bad }));
    setProblem(null);
    const body = {
      name: name.trim(),
      reportType: type,
      filters,
      format: format === 'excel' ? ('xlsx' as const) : ('csv' as const),
      frequency,
      timeOfDay,
      dayOfWeek: frequency === 'weekly' ? dayOfWeek : null,
      dayOfMonth: frequency === 'monthly' ? dayOfMonth : null,
      recipients: addresses,
    };
    const done = {
      onSuccess: ({ schedule: saved }: { schedule: ReportSchedule }) => {
        const when = dates.dateTime(saved.nextRunAt);
        toast.success(
          text(t('schedules.dialog.created', { when }), t('schedules.dialog.saved', { when })),
        );
        onOpenChange(false);
        onSaved?.();
      },
      onError: (error: unknown) =>
        setProblem(
          errorText(error, t, text(t('schedules.dialog.failed'), t('schedules.dialog.saveFailed'))),
        ),
    };
    if (schedule) update.mutate({ id: schedule.id, body }, done);
    else create.mutate(body, done);
  };

  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text(t('schedules.dialog.title'), t('schedules.dialog.editTitle'))}
      description={text(t('schedules.dialog.description'), t('schedules.dialog.editDescription'))}
      dirty={dirty}
      footer={
        <FormFooter
          formId={formId}
          busy={saving}
          onCancel={() => onOpenChange(false)}
          cancelLabel={t('schedules.dialog.cancel')}
          submitLabel={text(t('schedules.dialog.save'), t('schedules.dialog.saveChanges'))}
          busyLabel={text(t('schedules.dialog.saving'), t('schedules.dialog.savingChanges'))}
        />
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          id={ids.name}
          label={t('schedules.dialog.name')}
          value={name}
          maxLength={120}
          required
          placeholder={t('schedules.dialog.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
        />
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <span className="font-medium">{t('schedules.dialog.report')}:</span> {summary}
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <ChoiceField
            id={ids.freq}
            label={t('schedules.dialog.frequency')}
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as ScheduleFrequency)}
            choices={FREQUENCIES}
            choiceLabel={(f) => t(`schedules.frequency.${f}`)}
          />
          <TextField
            id={ids.time}
            label={t('schedules.dialog.time')}
            type="time"
            required
            value={timeOfDay}
            onChange={(e) => setTimeOfDay(e.target.value || '09:00')}
          />
          {frequency === 'weekly' && (
            <ChoiceField
              id={ids.day}
              label={t('schedules.dialog.weekday')}
              value={dayOfWeek}
              onChange={(e) => setDayOfWeek(Number(e.target.value))}
              choices={WEEKDAYS}
              choiceLabel={(d) => t(`schedules.weekday.${d}`)}
            />
          )}
          {frequency === 'monthly' && (
            <ChoiceField
              id={ids.day}
              label={t('schedules.dialog.monthday')}
              hint={t('schedules.dialog.monthdayHint')}
              value={dayOfMonth}
              onChange={(e) => setDayOfMonth(Number(e.target.value))}
              choices={MONTH_DAYS}
              choiceLabel={String}
            />
          )}
        </div>
        {isAdmin && (
          <FieldShell
            id={ids.to}
            label={t('schedules.dialog.recipients')}
            hint={t('schedules.dialog.recipientsHint')}
          >
            {(describedBy) => (
              <Textarea
                id={ids.to}
                rows={2}
                value={recipients}
                aria-describedby={describedBy}
                onChange={(e) => setRecipients(e.target.value)}
              />
            )}
          </FieldShell>
        )}
        {emailMissing && (
          <p role="note" className="text-xs text-amber-800 dark:text-amber-300">
            {t('schedules.dialog.emailNote')}
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
