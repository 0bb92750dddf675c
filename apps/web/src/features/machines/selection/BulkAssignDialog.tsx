import { type MachineBulkResult } from '@dd/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistributorOptions } from '../../../api/distributors';
import { useBulkMachineAssign } from '../../../api/machine-selection';
import { useRetailerOptions } from '../../../api/retailers';
import { Input, Label, NamedOptions, Select } from '../../../components/ui/Field';
import { newIdempotencyKey } from '../../../lib/idempotency';
import {
  NotesField,
  validToBeforeFrom,
  ValidToField,
} from '../../../components/forms/ValidToAndNotes';
import { BulkDialog, type BulkActionProps } from './BulkDialog';
import { today } from '../../../lib/clock';

/**
 * "Assign" for a selection, as New Assignment does (Distributor required, Retailer optional and
 * only the distributor's, Valid From required, Valid To and Notes optional): confirm, then see what
 * was assigned and refused.
 */
export function BulkAssignDialog({ selection, count, onClose }: BulkActionProps) {
  const { t } = useTranslation();
  const assign = useBulkMachineAssign();
  const keyRef = useRef(newIdempotencyKey());
  const distributors = useDistributorOptions({ activeOnly: true });
  const list = distributors.data ?? [];
  const [chosen, setChosen] = useState('');
  const distributorId = chosen || (list.length === 1 ? String(list[0]!.id) : '');
  const retailers = useRetailerOptions(distributorId ? Number(distributorId) : null, {
    activeOnly: true,
  });
  const [retailerId, setRetailerId] = useState('');
  const [validFrom, setValidFrom] = useState(() => today());
  const [validTo, setValidTo] = useState('');
  const [notes, setNotes] = useState('');
  const [result, setResult] = useState<MachineBulkResult | null>(null);
  const busy = assign.isPending;
  const validToError = validToBeforeFrom(validFrom, validTo)
    ? t('assignments.create.validToBeforeFrom')
    : undefined;
  const ready = Boolean(distributorId && validFrom) && !validToError;

  const apply = async () => {
    if (!ready) return;
    try {
      setResult(
        await assign.mutateAsync({
          key: keyRef.current,
          body: {
            selection,
            distributorId: Number(distributorId),
            retailerId: retailerId ? Number(retailerId) : null,
            validFrom,
            validTo: validTo || null,
            notes: notes.trim() || null,
          },
        }),
      );
    } catch {
      keyRef.current = newIdempotencyKey();
    }
  };

  return (
    <BulkDialog
      title={t('machines.bulk.assignTitle')}
      result={result}
      busy={busy}
      ready={ready}
      dirty={
        !result && (chosen !== '' || retailerId !== '' || validTo !== '' || notes.trim() !== '')
      }
      failure={assign.isError ? assign.error : null}
      confirm={t('machines.bulk.assignConfirm', { count })}
      onApply={() => void apply()}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="bulk-distributor">{t('assignments.create.distributor')}</Label>
          <Select
            id="bulk-distributor"
            value={distributorId}
            aria-required="true"
            onChange={(e) => {
              setChosen(e.target.value);
              setRetailerId('');
            }}
          >
            <NamedOptions none={t('assignments.create.chooseDistributor')} items={list} />
          </Select>
        </div>
        <div>
          <Label htmlFor="bulk-retailer">{t('assignments.create.retailer')}</Label>
          <Select
            id="bulk-retailer"
            value={retailerId}
            disabled={!distributorId}
            onChange={(e) => setRetailerId(e.target.value)}
          >
            <NamedOptions none={t('assignments.create.noRetailer')} items={retailers.data ?? []} />
          </Select>
        </div>
        <div>
          <Label htmlFor="bulk-valid-from">{t('assignments.create.validFrom')}</Label>
          <Input
            id="bulk-valid-from"
            type="date"
            value={validFrom}
            aria-required="true"
            onChange={(e) => setValidFrom(e.target.value)}
          />
        </div>
        <ValidToField
          id="bulk-valid-to"
          validFrom={validFrom}
          value={validTo}
          onChange={setValidTo}
          error={validToError}
        />
      </div>
      <div className="mt-4">
        <NotesField id="bulk-notes" value={notes} onChange={setNotes} />
      </div>
    </BulkDialog>
  );
}
