import { MACHINE_TYPES, type MachineType, type StockThreshold } from '@dd/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/States';
import { Input, Select, ValueOptions } from '../../../components/ui/Field';
import { useSaveStockThresholds } from '../../../api/stock-thresholds';
import { errorText } from '../../../lib/errors';
import {
  draftOf,
  newRow,
  problemsOf,
  removedBy,
  toInput,
  type DraftRow,
} from './stock-alert-draft';

const header = 'hidden text-xs font-medium text-slate-500 sm:block dark:text-slate-400';

/** The editable list of thresholds: add, change, remove, then save the whole list. */
export function StockAlertsEditor({
  providerId,
  saved,
}: {
  providerId: number;
  saved: StockThreshold[];
}) {
  const { t } = useTranslation();
  const save = useSaveStockThresholds(providerId);
  const [rows, setRows] = useState<DraftRow[]>(() => draftOf(saved));
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const problems = checked ? problemsOf(rows) : new Map();
  const removing = removedBy(saved, rows);

  const change = (key: string, patch: Partial<DraftRow>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const send = async () => {
    setConfirming(false);
    try {
      await save.mutateAsync({ thresholds: toInput(rows) });
      toast.success(t('stockAlerts.saved'));
    } catch (error) {
      setProblem(errorText(error, t, t('stockAlerts.failed')));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setProblem(null);
    if (problemsOf(rows).size > 0) {
      setProblem(t('stockAlerts.fixRows'));
      return;
    }
    if (removing > 0) setConfirming(true);
    else void send();
  };

  return (
    <form className="mt-3" noValidate onSubmit={submit}>
      {rows.length === 0 ? (
        <EmptyState title={t('stockAlerts.empty')} hint={t('stockAlerts.emptyHint')} />
      ) : (
        <ul className="space-y-3">
          <li
            aria-hidden="true"
            className="hidden gap-2 sm:grid sm:grid-cols-[8rem_1fr_8rem_9rem_2.5rem]"
          >
            <span className={header}>{t('stockAlerts.type')}</span>
            <span className={header}>{t('stockAlerts.model')}</span>
            <span className={header}>{t('stockAlerts.threshold')}</span>
            <span className={header}>{t('stockAlerts.inStock')}</span>
          </li>
          {rows.map((row, i) => (
            <ThresholdRow
              key={row.key}
              row={row}
              index={i}
              saved={saved.find((s) => s.id === row.id)}
              problem={problems.get(row.key)}
              onChange={(patch) => change(row.key, patch)}
              onRemove={() => setRows((list) => list.filter((r) => r.key !== row.key))}
            />
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setRows((list) => [...list, newRow()])}>
          <Plus className="size-4" aria-hidden="true" />
          {t('stockAlerts.add')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('stockAlerts.saving') : t('stockAlerts.save')}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('stockAlerts.confirmTitle')}
        message={t('stockAlerts.confirmMessage', { count: removing })}
        confirmLabel={t('stockAlerts.confirm')}
        cancelLabel={t('stockAlerts.cancel')}
        closeLabel={t('stockAlerts.close')}
        onConfirm={() => void send()}
        busy={save.isPending}
      />
    </form>
  );
}

function ThresholdRow({
  row,
  index,
  saved,
  problem,
  onChange,
  onRemove,
}: {
  row: DraftRow;
  index: number;
  saved: StockThreshold | undefined;
  problem: 'thresholdInvalid' | 'repeated' | undefined;
  onChange: (patch: Partial<DraftRow>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  const label = (field: string) => t('stockAlerts.rowLabel', { field, row: n });
  const errorId = `stock-alert-${row.key}-problem`;
  // Counts belong to what is saved: an edited type or model shows them after the save.
  const current =
    saved && saved.machineType === row.machineType && (saved.model ?? '') === row.model.trim()
      ? saved
      : undefined;
  return (
    <li
      className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[8rem_1fr_8rem_9rem_2.5rem]"
      data-testid="stock-alert-row"
    >
      <Select
        aria-label={label(t('stockAlerts.type'))}
        value={row.machineType}
        onChange={(e) => onChange({ machineType: e.target.value as MachineType })}
      >
        <ValueOptions values={MACHINE_TYPES} label={(type) => t(`providers.machineType.${type}`)} />
      </Select>
      <Input
        aria-label={label(t('stockAlerts.model'))}
        placeholder={t('stockAlerts.allModels')}
        maxLength={100}
        value={row.model}
        aria-invalid={problem === 'repeated'}
        aria-describedby={problem ? errorId : undefined}
        onChange={(e) => onChange({ model: e.target.value })}
      />
      <Input
        aria-label={label(t('stockAlerts.threshold'))}
        type="number"
        inputMode="numeric"
        min={1}
        max={100_000}
        value={row.threshold}
        aria-invalid={problem === 'thresholdInvalid'}
        aria-describedby={problem ? errorId : undefined}
        onChange={(e) => onChange({ threshold: e.target.value })}
      />
      <div className="flex h-10 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        {current ? (
          <>
            <span>
              <span className="sm:hidden">{t('stockAlerts.inStock')}: </span>
              {current.available}
            </span>
            {current.below ? <Badge tone="red">{t('stockAlerts.below')}</Badge> : null}
          </>
        ) : (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t('stockAlerts.notSaved')}
          </span>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="h-10 w-10 justify-self-end p-0"
        aria-label={t('stockAlerts.remove', { row: n })}
        title={t('stockAlerts.remove', { row: n })}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
      {problem ? (
        <p id={errorId} className="col-span-2 text-sm text-red-700 sm:col-span-5 dark:text-red-300">
          {t(`stockAlerts.${problem}`)}
        </p>
      ) : null}
    </li>
  );
}
