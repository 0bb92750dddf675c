import type { Machine } from '@dd/contract';
import { useId, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { SerialEntry } from '../../components/scan/SerialEntry';
import { useMachinePicker } from '../../components/scan/use-machine-picker';
import { ListSearch } from '../../lib/list/ListSearch';
import { useDebouncedValue } from '../../lib/list/use-debounced-value';
import { AVAILABLE_LIMIT, useAvailableMachines } from '../../api/assignments';

type Picked = Pick<Machine, 'id' | 'serialNumber' | 'model' | 'type'>;

/**
 * A scrolling checklist of available machines with a search box (server-side). What is ticked
 * stays ticked while searching; ticked machines outside the current results are listed first.
 * A serial scanned (camera or scanner), typed + Enter or pasted ticks an AVAILABLE machine.
 */
export function MachineChecklist({
  selected,
  onChange,
  invalid,
}: {
  selected: ReadonlyMap<number, Picked>;
  onChange: Dispatch<SetStateAction<Map<number, Picked>>>;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const groupId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const available = useAvailableMachines(search, true);
  const results = available.data ?? [];
  const resultIds = new Set(results.map((m) => m.id));
  const pickedElsewhere = [...selected.values()].filter((m) => !resultIds.has(m.id));
  const rows: Picked[] = [...pickedElsewhere, ...results];

  const pick = useMachinePicker({
    fit: (machine) => (machine.status === 'AVAILABLE' ? 'ok' : 'unavailable'),
    isPicked: (machine) => selected.has(machine.id),
    onPick: (machines) =>
      onChange((current) => {
        const next = new Map(current);
        for (const m of machines) next.set(m.id, m);
        return next;
      }),
  });

  const toggle = (machine: Picked, checked: boolean) => {
    const next = new Map(selected);
    if (checked) next.set(machine.id, machine);
    else next.delete(machine.id);
    onChange(next);
  };

  return (
    <fieldset aria-describedby={`${groupId}-count`}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('assignments.create.machines')}
        <span className="text-red-600 dark:text-red-400" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <SerialEntry onSerials={pick} className="mb-2" />
      <ListSearch
        id={searchId}
        label={t('assignments.create.machinesSearch')}
        hideLabel
        text={text}
        onText={setText}
        placeholder={t('assignments.create.machinesSearchPlaceholder')}
        pageSearch={false}
      />
      <div
        className={`mt-2 max-h-64 overflow-y-auto rounded-lg border ${
          invalid ? 'border-red-400' : 'border-slate-200 dark:border-slate-800'
        }`}
        aria-busy={available.isFetching}
      >
        {available.isError ? (
          <p role="alert" className="px-3 py-4 text-sm text-red-700 dark:text-red-300">
            {t('assignments.create.machinesFailed')}
          </p>
        ) : !available.data ? (
          <p className="flex items-center gap-2 px-3 py-4 text-sm text-slate-500" role="status">
            <Spinner />
            {t('assignments.create.loadingMachines')}
          </p>
        ) : rows.length === 0 ? (
          <p className="px-3 py-4 text-sm text-slate-500 dark:text-slate-400">
            {t('assignments.create.noMachines')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((machine) => {
              const id = `${groupId}-m-${machine.id}`;
              return (
                <li key={machine.id}>
                  <label
                    htmlFor={id}
                    className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800/50"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      className="size-4 shrink-0 rounded border-slate-300 text-indigo-600"
                      checked={selected.has(machine.id)}
                      onChange={(event) => toggle(machine, event.target.checked)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="font-mono font-medium text-slate-900 dark:text-white">
                        {machine.serialNumber}
                      </span>
                      <span className="text-slate-600 dark:text-slate-400">
                        {` · ${machine.model} · ${t(`machines.type.${machine.type}`)}`}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="mt-1.5 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span id={`${groupId}-count`} aria-live="polite">
          {t('assignments.create.selected', { count: selected.size })}
          {results.length >= AVAILABLE_LIMIT
            ? ` · ${t('assignments.create.moreHint', { count: AVAILABLE_LIMIT })}`
            : ''}
        </span>
        {selected.size > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(new Map())}>
            {t('assignments.create.clearSelection')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
