import type { ReportSchedule } from '@dd/contract';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ScheduleDialog, type ScheduleChoices } from './ScheduleDialog';

/**
 * "Schedule…" under the Generate button: opens the dialog with the screen's current choices.
 * While a schedule is being edited (`editing`, from the list's Edit) it says so and saves that
 * schedule with the screen's report, filters and format.
 */
export function ScheduleButton({
  editing,
  onStopEditing,
  ...props
}: ScheduleChoices & {
  disabled: boolean;
  editing: ReportSchedule | null;
  onStopEditing: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {editing && (
        <p
          role="status"
          className="mt-3 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900 dark:bg-indigo-500/10 dark:text-indigo-200"
        >
          {t('schedules.list.editing', { name: editing.name })}{' '}
          <button
            type="button"
            className="font-medium underline underline-offset-2"
            onClick={onStopEditing}
          >
            {t('schedules.list.stopEditing')}
          </button>
        </p>
      )}
      <Button
        variant="secondary"
        className="mt-3 w-full"
        disabled={props.disabled}
        title={t('schedules.openHint')}
        onClick={() => setOpen(true)}
      >
        <CalendarClock className="size-4" aria-hidden="true" />
        {editing ? t('schedules.list.editSchedule') : t('schedules.open')}
      </Button>
      {/* Mounted while open, so each opening starts from the screen's current choices. */}
      {open && (
        <ScheduleDialog
          {...props}
          open
          onOpenChange={setOpen}
          schedule={editing ?? undefined}
          onSaved={onStopEditing}
        />
      )}
    </>
  );
}
