import { toIsoDate, type MachineBulkResult, type MachineSelection } from '@dd/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistributorOptions } from '../../../api/distributors';
import { useBulkMachineAssign } from '../../../api/machine-selection';
import { useRetailerOptions } from '../../../api/retailers';
import { Dialog } from '../../../components/ui/Dialog';
import { Input, Label, Select } from '../../../components/ui/Field';
import { errorText } from '../../../lib/errors';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { BulkFooter } from './BulkFooter';
import { BulkResultView } from './BulkResultView';

/**
 * "Assign" for a selection, as New Assignment does (Distributor required, Retailer optional and
 * only the distributor's, Valid From required): confirm, then see what was assigned and refused.
 */
export function BulkAssignDialog({
  selection,
  count,
  onClose,
}: {
  selection: MachineSelection;
  count: number;
  onClose: (done: boolean) => void;
}) {
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
  const [validFrom, setValidFrom] = useState(() => toIsoDate(new Date()));
  const [result, setResult] = useState<MachineBulkResult | null>(null);
  const busy = assign.isPending;
  const ready = Boolean(distributorId && validFrom);

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
          },
        }),
      );
    } catch {
      keyRef.current = newIdempotencyKey();
    }
  };

  return (
    <Dialog
      dirty={!result && (chosen !== '' || retailerId !== '')}
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose(result !== null);
      }}
      title={t('machines.bulk.assignTitle')}
      closeLabel={t('common.close')}
      footer={
        <BulkFooter
          done={result !== null}
          busy={busy}
          ready={ready}
          onApply={() => void apply()}
          onClose={onClose}
        />
      }
    >
      {result ? (
        <BulkResultView result={result} />
      ) : (
        <div className="space-y-4">
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
                <option value="">{t('assignments.create.chooseDistributor')}</option>
                {list.map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {d.name}
                  </option>
                ))}
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
                <option value="">{t('assignments.create.noRetailer')}</option>
                {(retailers.data ?? []).map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {r.name}
                  </option>
                ))}
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
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('machines.bulk.assignConfirm', { count })}
          </p>
          {assign.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorText(assign.error, t, t('machines.bulk.failed'))}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
