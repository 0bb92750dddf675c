import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ScheduleDialog, type ScheduleChoices } from './ScheduleDialog';

/** "Schedule…" under the Generate button: opens the dialog with the screen's current choices. */
export function ScheduleButton(props: ScheduleChoices & { disabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="mt-3 w-full"
        disabled={props.disabled}
        title={t('schedules.openHint')}
        onClick={() => setOpen(true)}
      >
        <CalendarClock className="size-4" aria-hidden="true" />
        {t('schedules.open')}
      </Button>
      {/* Mounted while open, so each opening starts from the screen's current choices. */}
      {open && <ScheduleDialog {...props} open onOpenChange={setOpen} />}
    </>
  );
}
