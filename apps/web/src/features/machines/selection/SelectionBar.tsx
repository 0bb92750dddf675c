import type {
  LabelOptions,
  MachineSelection,
  MachineSelectionFilter,
  ReportFormat,
} from '@dd/contract';
import { Download, Printer, Tag, UserPlus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  useExportMachineSelection,
  useMachineSelectionLabels,
} from '../../../api/machine-selection';
import { LabelsDialog } from '../../../components/LabelsDialog';
import { Button } from '../../../components/ui/Button';
import { errorText } from '../../../lib/errors';
import { saveFile } from '../../../lib/save-file';
import { BulkAssignDialog } from './BulkAssignDialog';
import { BulkStatusDialog } from './BulkStatusDialog';
import { PasteSelection } from './PasteSelection';
import type { MachineSelectionState } from './use-machine-selection';

function ExportButtons({
  label,
  selection,
}: {
  label: string;
  selection: MachineSelection | null;
}) {
  const { t } = useTranslation();
  const exporter = useExportMachineSelection();
  const run = async (format: ReportFormat) => {
    if (!selection) return;
    try {
      saveFile(await exporter.mutateAsync({ selection, format }));
    } catch (error) {
      toast.error(errorText(error, t, t('machines.bulk.exportFailed')));
    }
  };
  return (
    <div role="group" aria-label={label} className="flex items-center gap-1">
      <Download className="size-4 text-slate-500" aria-hidden="true" />
      <span
        className="text-sm text-slate-700 max-sm:sr-only dark:text-slate-300"
        aria-hidden="true"
      >
        {label}
      </span>
      {(['csv', 'excel'] as const).map((format) => (
        <Button
          key={format}
          variant="ghost"
          size="sm"
          disabled={!selection || exporter.isPending}
          aria-busy={exporter.isPending}
          onClick={() => void run(format)}
        >
          <span className="sr-only">{`${label} `}</span>
          {t(`machines.bulk.${format}`)}
        </Button>
      ))}
    </div>
  );
}

/**
 * The machines list's selection bar: "Paste a list", how many are selected, "Select all N
 * matching this filter", Clear, and the actions (change status, assign, print labels, export the selection or the view).
 */
export function SelectionBar({
  state,
  total,
  pageIds,
  filter,
  canChangeStatus,
  canAssign,
  canPrintLabels,
}: {
  state: MachineSelectionState;
  total: number;
  pageIds: readonly number[];
  filter: MachineSelectionFilter;
  canChangeStatus: boolean;
  canAssign: boolean;
  canPrintLabels: boolean;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'status' | 'assign' | 'labels' | null>(null);
  const labels = useMachineSelectionLabels();
  const { selection, count } = state;
  const pageAllTicked = pageIds.length > 0 && state.pageState(pageIds) === 'all';
  const offerAll = !state.allMatching && pageAllTicked && total > count;

  const print = async (options: LabelOptions) => {
    if (!selection) return;
    try {
      saveFile(await labels.mutateAsync({ selection, ...options }));
      setDialog(null);
    } catch (error) {
      toast.error(errorText(error, t, t('labels.failed')));
    }
  };
  const close = (done: boolean) => {
    setDialog(null);
    if (done) state.clear();
  };

  return (
    <div
      role="region"
      aria-label={t('machines.bulk.toolbar')}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-2 dark:border-slate-800"
    >
      {state.allMatching ? null : <PasteSelection state={state} />}
      {selection ? (
        <div className="flex flex-wrap items-center gap-2" aria-live="polite">
          <p className="text-sm font-medium text-slate-900 dark:text-white">
            {state.allMatching
              ? t('machines.bulk.allMatchingSelected', { count })
              : t('machines.bulk.selected', { count })}
          </p>
          {offerAll ? (
            <Button variant="ghost" size="sm" onClick={state.selectAllMatching}>
              {t('machines.bulk.selectAllMatching', { count: total })}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={state.clear}>
            {t('machines.bulk.clear')}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        {selection && canChangeStatus ? (
          <Button variant="secondary" size="sm" onClick={() => setDialog('status')}>
            <Tag className="size-4" aria-hidden="true" />
            {t('machines.bulk.changeStatus')}
          </Button>
        ) : null}
        {selection && canAssign ? (
          <Button variant="secondary" size="sm" onClick={() => setDialog('assign')}>
            <UserPlus className="size-4" aria-hidden="true" />
            {t('machines.bulk.assign')}
          </Button>
        ) : null}
        {selection && canPrintLabels ? (
          <Button variant="secondary" size="sm" onClick={() => setDialog('labels')}>
            <Printer className="size-4" aria-hidden="true" />
            {t('labels.printLabels')}
          </Button>
        ) : null}
        {selection ? (
          <ExportButtons label={t('machines.bulk.exportSelection')} selection={selection} />
        ) : null}
        <ExportButtons
          label={t('machines.bulk.exportView')}
          selection={total > 0 ? { filter } : null}
        />
      </div>
      {dialog === 'labels' && selection ? (
        <LabelsDialog
          count={count}
          pending={labels.isPending}
          onPrint={(options) => void print(options)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'status' && selection ? (
        <BulkStatusDialog selection={selection} count={count} onClose={close} />
      ) : null}
      {dialog === 'assign' && selection ? (
        <BulkAssignDialog selection={selection} count={count} onClose={close} />
      ) : null}
    </div>
  );
}
