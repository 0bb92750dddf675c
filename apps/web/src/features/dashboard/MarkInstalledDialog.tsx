import type { Machine } from '@dd/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useActivationStep } from '../../api/machines';
import { isQueued } from '../../api/offline-queue';
import { FormFooter } from '../../components/forms/FormFooter';
import { Dialog } from '../../components/ui/Dialog';
import { Input, Label } from '../../components/ui/Field';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { errorText } from '../../lib/errors';
import { today } from '../../lib/clock';

/** A retailer's "Mark installed" for one of its devices: the date (today by default, not later). */
export function MarkInstalledDialog({
  machine,
  onClose,
}: {
  machine: Machine;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dateId = useId();
  const [date, setDate] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useActivationStep(machine.id, machine.serialNumber);
  const dateProblem = !date
    ? t('machines.activation.bulk.dateRequired')
    : date > today()
      ? t('machines.activation.bulk.dateFuture')
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (dateProblem) return;
    try {
      const answer = await mutation.mutateAsync({ step: 'INSTALLED', date });
      if (isQueued(answer)) toast(t('offline.waiting'));
      else toast.success(t('dashboard.myDevices.installed', { serial: machine.serialNumber }));
      onClose();
    } catch (error) {
      setProblem(errorText(error, t, t('machines.activation.failed')));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('dashboard.myDevices.dialogTitle', { serial: machine.serialNumber })}
      description={t('dashboard.myDevices.dialogDescription')}
      size="sm"
      footer={
        <FormFooter
          formId="mark-installed-form"
          busy={mutation.isPending}
          onCancel={onClose}
          submitLabel={t('common.confirm')}
          busyLabel={t('machines.activation.saving')}
        />
      }
    >
      <ProblemAlert className="mb-3">{problem}</ProblemAlert>
      <form id="mark-installed-form" noValidate onSubmit={(e) => void submit(e)}>
        <Label htmlFor={dateId}>{t('dashboard.myDevices.date')}</Label>
        <Input
          id={dateId}
          type="date"
          value={date}
          max={today()}
          required
          aria-invalid={dateProblem ? true : undefined}
          aria-describedby={dateProblem ? `${dateId}-problem` : undefined}
          onChange={(e) => setDate(e.target.value)}
        />
        {dateProblem ? (
          <p id={`${dateId}-problem`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {dateProblem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
