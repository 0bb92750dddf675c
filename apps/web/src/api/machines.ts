import type {
  ActivationImportResponse,
  ActivationStepInput,
  BulkActivationInput,
  BulkActivationResponse,
  MachineHistoryResponse,
  MachineImportResponse,
  MachineInput,
  MachineListQuery,
  MachineListResponse,
  MachineResponse,
  MachineUpdate,
  ResolveSerialsResponse,
} from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, uploadFile } from '../lib/api';
import { postOnce, useGet, useListGet, useWrite } from './hooks';
import { machineKeys } from './keys';
import { useFieldAction } from './offline-queue';
import { refreshAfter } from './refresh';

export function useMachines(query: Partial<MachineListQuery>) {
  return useListGet<MachineListResponse>(machineKeys.list(query), '/machines', query);
}

export function useMachineHistory(id: number | null) {
  return useGet<MachineHistoryResponse>(
    machineKeys.history(id ?? 0),
    `/reports/machine-history/${id}`,
    { enabled: id !== null },
  );
}

export function useCreateMachine() {
  return useWrite('machineWrite', postOnce<MachineInput, MachineResponse>('/machines'));
}

export function useUpdateMachine(id: number) {
  return useWrite('machineWrite', (body: MachineUpdate) =>
    api.put<MachineResponse>(`/machines/${id}`, body),
  );
}

/**
 * An import's body: the file (pasted text, or a chosen file to upload as it is), dry run or not,
 * and (machines) the provider of rows naming none; `onProgress` follows an upload.
 */
export type ImportBody = {
  csv: string;
  dryRun: boolean;
  serviceProviderId?: number;
  file?: Blob;
  onProgress?: (percent: number) => void;
};

/**
 * A CSV import (POST /machines/import, /machines/activation/import): a chosen file streams up as
 * text/csv with the options in the query; pasted text goes as JSON.
 */
function sendImport<T>(path: string, { file, onProgress, ...body }: ImportBody) {
  if (!file) return api.post<T>(path, body);
  return uploadFile<T>(path, file, {
    contentType: 'text/csv',
    query: { dryRun: body.dryRun, serviceProviderId: body.serviceProviderId },
    onProgress,
  });
}

export function useImportMachines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBody) => sendImport<MachineImportResponse>('/machines/import', body),
    onSuccess: (answer) => {
      if (!answer.dryRun && answer.imported > 0) void refreshAfter(queryClient, 'machineWrite');
    },
  });
}

/**
 * POST /machines/{id}/activation: one step of the device's activation lifecycle. Without a
 * network it waits in the offline queue (`{ queued }` is answered; decision 0155).
 */
export function useActivationStep(id: number, serialNumber = '') {
  return useFieldAction<ActivationStepInput, MachineResponse>((body) => ({
    kind: 'activationStep',
    path: `/machines/${id}/activation`,
    body,
    subject: { machineId: id, serialNumber, step: body.step },
  }));
}

/** POST /machines/activation/import: the provider's activation file (dry run or import). */
export function useImportActivations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ImportBody, 'serviceProviderId'>) =>
      sendImport<ActivationImportResponse>('/machines/activation/import', body),
    onSuccess: (answer) => {
      if (!answer.dryRun && answer.imported > 0) void refreshAfter(queryClient, 'machineWrite');
    },
  });
}

/** POST /machines/activation: the same step for a selection, all or nothing. */
export function useBulkActivation() {
  return useWrite('machineWrite', (body: BulkActivationInput) =>
    api.post<BulkActivationResponse>('/machines/activation', body),
  );
}

/**
 * Serials scanned or pasted, looked up at once (POST /machines/resolve-serials): the devices the
 * caller may name and the serials that match none. A read: it refreshes nothing.
 */
export function useResolveSerials() {
  return useMutation({
    mutationFn: (serials: string[]) =>
      api.post<ResolveSerialsResponse>('/machines/resolve-serials', { serials }),
  });
}
