import {
  type MachineBulkAssignRequest,
  MachineBulkResult,
  type MachineBulkStatusRequest,
  type MachineSelection,
  type MachineSelectionLabelsRequest,
  type ReportFormat,
} from '@dd/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api';
import { downloadFile, postOnce, useWrite } from './hooks';

/** POST /machines/selection/status: a stock status for ticked machines or all matching. */
export function useBulkMachineStatus() {
  return useWrite('machineWrite', (body: MachineBulkStatusRequest) =>
    api.post('/machines/selection/status', body, { schema: MachineBulkResult }),
  );
}

/** POST /machines/selection/assign: one new ACTIVE assignment of the selection's available machines. */
export function useBulkMachineAssign() {
  return useWrite(
    'assignmentWrite',
    postOnce<MachineBulkAssignRequest, MachineBulkResult>(
      '/machines/selection/assign',
      MachineBulkResult,
    ),
  );
}

/** POST /machines/selection/export: the selection (or the whole view) as CSV or Excel. */
export function useExportMachineSelection() {
  return useMutation({
    mutationFn: ({ selection, format }: { selection: MachineSelection; format: ReportFormat }) =>
      downloadFile('/machines/selection/export', `machines.${format === 'csv' ? 'csv' : 'xlsx'}`, {
        method: 'POST',
        body: { selection, format },
      }),
  });
}

/** POST /machines/selection/labels.pdf: labels of the selection (all matching included). */
export function useMachineSelectionLabels() {
  return useMutation({
    mutationFn: (body: MachineSelectionLabelsRequest) =>
      downloadFile('/machines/selection/labels.pdf', 'labels.pdf', { method: 'POST', body }),
  });
}
