import {
  MACHINE_EDITABLE_STATUSES,
  type MachineBulkResult,
  type MachineEditableStatus,
} from '@dd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkMachineStatus } from '../../../api/machine-selection';
import { ChoiceField } from '../../../components/forms/ChoiceField';
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
      <ChoiceField
        id="bulk-status"
        label={t('machines.bulk.newStatus')}
        value={status}
        onChange={(e) => setStatus(e.target.value as MachineEditableStatus)}
        choices={MACHINE_EDITABLE_STATUSES}
        choiceLabel={(s) => t(`machines.status.${s}`)}
      />
    </BulkDialog>
  );
}
