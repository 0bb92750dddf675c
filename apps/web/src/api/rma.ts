import {
  rmaReportFileName,
  type CloseRmaBatchRequest,
  type CreateRmaBatchRequest,
  type RmaBatchListQuery,
  RmaBatchListResponse,
  RmaBatchResponse,
  type ReportFormat,
} from '@dd/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api';
import { downloadFile, postOnce, useListGet, useRecordGet, useWrite } from './hooks';
import { rmaKeys, type ListParams } from './keys';

export type RmaBatchesQuery = ListParams<RmaBatchListQuery>;

/** GET /rma-batches (admins): newest first. */
export function useRmaBatches(query: RmaBatchesQuery) {
  return useListGet(rmaKeys.list(query), '/rma-batches', RmaBatchListResponse, query);
}

/** GET /rma-batches/{id}: the batch with its devices. */
export function useRmaBatch(id: number) {
  return useRecordGet(rmaKeys.one(id), `/rma-batches/${id}`, RmaBatchResponse, id);
}

/** POST /rma-batches with the dialog's Idempotency-Key (a double click makes one batch). */
export function useCreateRmaBatch() {
  return useWrite(
    'rmaWrite',
    postOnce<CreateRmaBatchRequest, RmaBatchResponse>('/rma-batches', RmaBatchResponse),
  );
}

/** POST /rma-batches/{id}/received. */
export function useMarkRmaReceived(id: number) {
  return useWrite('rmaWrite', () =>
    api.post(`/rma-batches/${id}/received`, undefined, { schema: RmaBatchResponse }),
  );
}

/** POST /rma-batches/{id}/close with an outcome per device. */
export function useCloseRmaBatch(id: number) {
  return useWrite('rmaWrite', (body: CloseRmaBatchRequest) =>
    api.post(`/rma-batches/${id}/close`, body, { schema: RmaBatchResponse }),
  );
}

/** GET /rma-batches/{id}/report?format= as a file. */
export function useDownloadRmaReport(id: number, batchNumber: string) {
  return useMutation({
    mutationFn: (format: ReportFormat) =>
      downloadFile(`/rma-batches/${id}/report`, rmaReportFileName(batchNumber, format), {
        query: { format },
      }),
  });
}
