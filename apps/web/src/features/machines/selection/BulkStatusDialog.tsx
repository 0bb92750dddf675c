import {
  MACHINE_EDITABLE_STATUSES,
  type MachineBulkResult,
  type MachineEditableStatus,
  type MachineSelection,
} from '@dd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkMachineStatus } from '../../../api/machine-selection';
import { Dialog } from '../../../components/ui/Dialog';
import { Label, Select } from '../../../components/ui/Field';
import { errorText } from '../../../lib/errors';
import { BulkFooter } from './BulkFooter';
import { BulkResultView } from './BulkResultView';

/** "Change status" for a selection: choose a stock status, confirm, then see what was done. */
export function BulkStatusDialog({
  selection,
  count,
  onClose,
}: {
  selection: MachineSelection;
  count: number;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const change = useBulkMachineStatus();
  const [status, setStatus] = useState<MachineEditableStatus>('MAINTENANCE');
  const [result, setResult] = useState<MachineBulkResult | null>(null);
  const busy = change.isPending;
  const apply = async () => {
    try {
      setResult(await change.mutateAsync({ selection, status }));
    } catch {
      // The error shows in the dialog (change.error).
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose(result !== null);
      }}
      title={t('machines.bulk.statusTitle')}
      closeLabel={t('common.close')}
      footer={
        <BulkFooter
          done={result !== null}
          busy={busy}
          onApply={() => void apply()}
          onClose={onClose}
        />
      }
    >
      {result ? (
        <BulkResultView result={result} />
      ) : (
        <div className="space-y-4">
          <div>
            <Label htmlFor="bulk-status">{t('machines.bulk.newStatus')}</Label>
            <Select
              id="bulk-status"
              value={status}
              onChange={(e) => setStatus(e.target.value as MachineEditableStatus)}
            >
              {MACHINE_EDITABLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`machines.status.${s}`)}
                </option>
              ))}
            </Select>
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('machines.bulk.statusConfirm', {
              count,
              status: t(`machines.status.${status}`),
            })}
          </p>
          {change.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorText(change.error, t, t('machines.bulk.failed'))}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
