import {
  discrepancyFileName,
  type CreateReceiptRequest,
  type ReportFormat,
  type ReceiptItemListQuery,
  ReceiptItemListResponse,
  type ReceiptListQuery,
  ReceiptListResponse,
  type ReceiptResolutionRequest,
  ReceiptResolutionResponse,
  ReceiptResponse,
  ReceiptScanBatchResponse,
  type ReceiptScanResponse,
  type ReceiptUploadQuery,
} from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, uploadFile } from '../lib/api';
import { newIdempotencyKey } from '../lib/idempotency';
import { isId } from '../lib/record-id';
import { downloadFile, useListGet, useRecordGet, useWrite } from './hooks';
import { receiptKeys, type ListParams } from './keys';
import { useFieldAction } from './offline-queue';
import { refreshAfter } from './refresh';

export type ReceiptsQuery = ListParams<ReceiptListQuery>;
export type ReceiptItemsQuery = ListParams<ReceiptItemListQuery>;

/** GET /receipts (admins): a provider's receipts, newest first. */
export function useReceipts(query: ReceiptsQuery) {
  return useListGet(receiptKeys.list(query), '/receipts', ReceiptListResponse, query);
}

/** GET /receipts/{id}: the receipt with its live counts. */
export function useReceipt(id: number) {
  return useRecordGet(receiptKeys.one(id), `/receipts/${id}`, ReceiptResponse, id);
}

/** GET /receipts/{id}/items: one page of its devices. */
export function useReceiptItems(id: number, query: ReceiptItemsQuery) {
  return useListGet(
    receiptKeys.items(id, query),
    `/receipts/${id}/items`,
    ReceiptItemListResponse,
    query,
    isId(id),
  );
}

/**
 * A new receipt: pasted text goes as JSON (POST /receipts); a chosen file streams up as it is
 * (POST /receipts/upload, text/csv, the receipt in the query, `onProgress` of the bytes sent).
 */
type NewReceipt =
  | { key: string; body: CreateReceiptRequest }
  | {
      key: string;
      upload: { query: ReceiptUploadQuery; file: Blob };
      onProgress?: (percent: number) => void;
    };

function sendReceipt(receipt: NewReceipt) {
  const headers = { 'Idempotency-Key': receipt.key };
  if ('body' in receipt)
    return api.post('/receipts', receipt.body, { schema: ReceiptResponse, headers });
  return uploadFile('/receipts/upload', receipt.upload.file, {
    schema: ReceiptResponse,
    contentType: 'text/csv',
    query: receipt.upload.query,
    headers,
    onProgress: receipt.onProgress,
  });
}

/** Creates a receipt under the form's Idempotency-Key (a double click makes one receipt). */
export function useCreateReceipt() {
  return useWrite('receiptCreate', sendReceipt);
}

/** A scan's answer carries the new counts: the receipt is updated in place, its items refetched. */
function useScanAnswered(id: number) {
  const queryClient = useQueryClient();
  return (progress: ReceiptScanResponse['progress']) => {
    queryClient.setQueryData<ReceiptResponse>(receiptKeys.one(id), (old) =>
      old ? { receipt: { ...old.receipt, progress } } : old,
    );
    void refreshAfter(queryClient, 'receiptScan', id);
  };
}

/** POST /receipts/{id}/scans: one serial. */
export function useScan(id: number) {
  const answered = useScanAnswered(id);
  // Runs offline too: without a network the scan waits in the offline queue (decision 0155).
  return useFieldAction(
    (serialNumber: string) => ({
      kind: 'receiptScan',
      path: `/receipts/${id}/scans`,
      body: { serialNumber },
      subject: { receiptId: id, serialNumber },
    }),
    { onAnswer: (answer: ReceiptScanResponse) => answered(answer.progress) },
  );
}

/**
 * POST /receipts/{id}/scans/batch: a pasted list in one call. Online only: without a network
 * the screen records the serials one by one, each waiting in the offline queue.
 */
export function useScanBatch(id: number) {
  const answered = useScanAnswered(id);
  return useMutation({
    // Without a network the call fails at once (not paused), and the screen queues each serial.
    networkMode: 'always',
    mutationFn: (serialNumbers: string[]) =>
      api.post(
        `/receipts/${id}/scans/batch`,
        { serialNumbers },
        { schema: ReceiptScanBatchResponse, headers: { 'Idempotency-Key': newIdempotencyKey() } },
      ),
    onSuccess: (answer) => answered(answer.progress),
  });
}

/** POST /receipts/{id}/close. */
export function useCloseReceipt(id: number) {
  return useWrite('receiptStockChange', () =>
    api.post(`/receipts/${id}/close`, undefined, { schema: ReceiptResponse }),
  );
}

/** POST /receipts/{id}/items/{itemId}/resolution. */
export function useResolveItem(id: number) {
  return useWrite(
    'receiptStockChange',
    ({ itemId, body }: { itemId: number; body: ReceiptResolutionRequest }) =>
      api.post(`/receipts/${id}/items/${itemId}/resolution`, body, {
        schema: ReceiptResolutionResponse,
      }),
  );
}

/** GET /receipts/{id}/discrepancies?format= as a file. */
export function useDownloadDiscrepancies(id: number, receiptNumber: string) {
  return useMutation({
    mutationFn: (format: ReportFormat) =>
      downloadFile(`/receipts/${id}/discrepancies`, discrepancyFileName(receiptNumber, format), {
        query: { format },
      }),
  });
}

/** GET /machines/labels.pdf?receiptId= (labels of a closed receipt's devices) as a file. */
export function useDownloadReceiptLabels(id: number, receiptNumber: string) {
  return useMutation({
    mutationFn: () =>
      downloadFile('/machines/labels.pdf', `labels-${receiptNumber}.pdf`, {
        query: { receiptId: id },
      }),
  });
}
