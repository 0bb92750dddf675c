import type {
  MachineBulkAssignRequest,
  MachineBulkResult,
  MachineBulkStatusRequest,
  MachineSelection,
  ReportFormat,
} from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { DocumentFile } from './documents';
import { refreshAfter } from './refresh';

/** POST /machines/selection/status: a stock status for ticked machines or all matching. */
export function useBulkMachineStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MachineBulkStatusRequest) =>
      api.post<MachineBulkResult>('/machines/selection/status', body),
    onSuccess: () => refreshAfter(queryClient, 'machineWrite'),
  });
}

/** POST /machines/selection/assign: one new ACTIVE assignment of the selection's available machines. */
export function useBulkMachineAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: MachineBulkAssignRequest; key: string }) =>
      api.post<MachineBulkResult>('/machines/selection/assign', body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => refreshAfter(queryClient, 'assignmentWrite'),
  });
}

/** POST /machines/selection/export: the selection (or the whole view) as CSV or Excel. */
export function useExportMachineSelection() {
  return useMutation({
    mutationFn: async ({
      selection,
      format,
    }: {
      selection: MachineSelection;
      format: ReportFormat;
    }): Promise<DocumentFile> => {
      const file = await api.download('/machines/selection/export', {
        method: 'POST',
        body: { selection, format },
      });
      return {
        blob: file.blob,
        fileName: file.filename ?? `machines.${format === 'csv' ? 'csv' : 'xlsx'}`,
      };
    },
  });
}

/** POST /machines/selection/labels.pdf: labels of the selection (all matching included). */
export function useMachineSelectionLabels() {
  return useMutation({
    mutationFn: async (selection: MachineSelection): Promise<DocumentFile> => {
      const file = await api.download('/machines/selection/labels.pdf', {
        method: 'POST',
        body: { selection },
      });
      return { blob: file.blob, fileName: file.filename ?? 'labels.pdf' };
    },
  });
}
