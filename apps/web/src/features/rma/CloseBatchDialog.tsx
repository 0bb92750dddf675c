import { RMA_OUTCOMES, type RmaBatchDetail, type RmaOutcome } from '@dd/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useCloseRmaBatch } from '../../api/rma';
import { Button } from '../../components/ui/Button';
import { Dialog, type DialogOpenProps } from '../../components/ui/Dialog';
import { Input, Select, ValueOptions } from '../../components/ui/Field';
import { errorText } from '../../lib/errors';
import { Serial } from '../../components/ui/Serial';

type Choice = { outcome: RmaOutcome | ''; serial: string };

/** "Close batch": an outcome for every device (a replacement serial for REPLACED ones). */
export function CloseBatchDialog({
  batch,
  open,
  onOpenChange,
}: DialogOpenProps & {
  batch: RmaBatchDetail;
}) {
  const { t } = useTranslation();
  const close = useCloseRmaBatch(batch.id);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const choiceOf = (id: number): Choice => choices[id] ?? { outcome: '', serial: '' };
  const set = (id: number, change: Partial<Choice>) =>
    setChoices((old) => ({ ...old, [id]: { ...choiceOf(id), ...change } }));
  const complete = batch.items.every((i) => {
    const c = choiceOf(i.machineId);
    return c.outcome !== '' && (c.outcome !== 'REPLACED' || c.serial.trim() !== '');
  });

  const submit = async () => {
    try {
      await close.mutateAsync({
        outcomes: batch.items.map((i) => {
          const c = choiceOf(i.machineId);
          return {
            machineId: i.machineId,
            outcome: c.outcome as RmaOutcome,
            ...(c.outcome === 'REPLACED' ? { replacementSerial: c.serial.trim() } : {}),
          };
        }),
      });
      toast.success(t('rma.close.done'));
      onOpenChange(false);
    } catch (error) {
      toast.error(errorText(error, t, t('rma.close.failed')));
    }
  };

  return (
    <Dialog
      dirty={Object.keys(choices).length > 0}
      open={open}
      onOpenChange={onOpenChange}
      title={t('rma.close.title', { number: batch.batchNumber })}
      description={t('rma.close.description')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!complete || close.isPending}>
            {t('rma.close.confirm')}
          </Button>
        </>
      }
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {batch.items.map((i) => {
          const c = choiceOf(i.machineId);
          return (
            <li key={i.machineId} className="grid gap-2 py-3 sm:grid-cols-3 sm:items-center">
              <Serial className="text-sm">{i.serialNumber}</Serial>
              <Select
                aria-label={t('rma.close.outcomeOf', { serial: i.serialNumber })}
                value={c.outcome}
                onChange={(e) => set(i.machineId, { outcome: e.target.value as RmaOutcome })}
              >
                <ValueOptions
                  none={t('rma.close.chooseOutcome')}
                  values={RMA_OUTCOMES}
                  label={(o) => t(`rma.outcome.${o}`)}
                />
              </Select>
              {c.outcome === 'REPLACED' ? (
                <Input
                  aria-label={t('rma.close.replacementOf', { serial: i.serialNumber })}
                  placeholder={t('rma.fields.replacementSerial')}
                  value={c.serial}
                  maxLength={64}
                  onChange={(e) => set(i.machineId, { serial: e.target.value })}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
