import {
  MACHINE_EDITABLE_STATUSES,
  type MachineBulkResult,
  type MachineEditableStatus,
} from '@dd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkMachineStatus } from '../../../api/machine-selection';
import { Label, Select } from '../../../components/ui/Field';
import { BulkDialog, type BulkActionProps } from './BulkDialog';

/** "Change status" for a selection: choose a stock status, confirm, then see what was done. */
export function BulkStatusDialog({ selection, count, onClose }: BulkActionProps) {
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
    <BulkDialog
      title={t('machines.bulk.statusTitle')}
      result={result}
      busy={busy}
      failure={change.isError ? change.error : null}
      confirm={t('machines.bulk.statusConfirm', {
        count,
        status: t(`machines.status.${status}`),
      })}
      onApply={() => void apply()}
      onClose={onClose}
    >
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
    </BulkDialog>
  );
}
