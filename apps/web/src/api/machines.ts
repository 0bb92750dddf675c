import {
  ActivationImportResponse,
  type ActivationStepInput,
  type BulkActivationInput,
  BulkActivationResponse,
  MachineActivityResponse,
  MachineHistoryResponse,
  MachineImportResponse,
  type MachineInput,
  type MachineListQuery,
  MachineListResponse,
  MachineResponse,
  type MachineUpdate,
  ResolveSerialsResponse,
} from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, uploadFile, type AnswerSchema } from '../lib/api';
import { postOnce, useGet, useListGet, useWrite } from './hooks';
import { machineKeys } from './keys';
import { useFieldAction } from './offline-queue';
import { refreshAfter } from './refresh';

export function useMachines(query: Partial<MachineListQuery>) {
  return useListGet(machineKeys.list(query), '/machines', MachineListResponse, query);
}

export function useMachineHistory(id: number | null) {
  return useGet(
    machineKeys.history(id ?? 0),
    `/reports/machine-history/${id}`,
    MachineHistoryResponse,
    { enabled: id !== null },
  );
}

/** GET /machines/{id}/activity: the device's health and the days of its last 90 (decision 0176). */
export function useMachineActivity(id: number | null) {
  return useGet(
    machineKeys.activity(id ?? 0),
    `/machines/${id}/activity`,
    MachineActivityResponse,
    {
      enabled: id !== null,
    },
  );
}

export function useCreateMachine() {
  return useWrite(
    'machineWrite',
    postOnce<MachineInput, MachineResponse>('/machines', MachineResponse),
  );
}

export function useUpdateMachine(id: number) {
  return useWrite('machineWrite', (body: MachineUpdate) =>
    api.put(`/machines/${id}`, body, { schema: MachineResponse }),
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
function sendImport<T>(
  path: string,
  schema: AnswerSchema<T>,
  { file, onProgress, ...body }: ImportBody,
) {
  if (!file) return api.post(path, body, { schema });
  return uploadFile(path, file, {
    schema,
    contentType: 'text/csv',
    query: { dryRun: body.dryRun, serviceProviderId: body.serviceProviderId },
    onProgress,
  });
}

export function useImportMachines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBody) => sendImport('/machines/import', MachineImportResponse, body),
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
  return useFieldAction((body: ActivationStepInput) => ({
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
      sendImport('/machines/activation/import', ActivationImportResponse, body),
    onSuccess: (answer) => {
      if (!answer.dryRun && answer.imported > 0) void refreshAfter(queryClient, 'machineWrite');
    },
  });
}

/** POST /machines/activation: the same step for a selection, all or nothing. */
export function useBulkActivation() {
  return useWrite('machineWrite', (body: BulkActivationInput) =>
    api.post('/machines/activation', body, { schema: BulkActivationResponse }),
  );
}

/**
 * Serials scanned or pasted, looked up at once (POST /machines/resolve-serials): the devices the
 * caller may name and the serials that match none. A read: it refreshes nothing.
 */
export function useResolveSerials() {
  return useMutation({
    mutationFn: (serials: string[]) =>
      api.post('/machines/resolve-serials', { serials }, { schema: ResolveSerialsResponse }),
  });
}
