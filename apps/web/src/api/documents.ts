import type { MachineLabelsRequest } from '@dd/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from './hooks';

/** GET /orders/:id/challan.pdf: the delivery challan (the hand-over code only for admins). */
export function useDownloadChallan() {
  return useMutation({
    mutationFn: ({ id, orderNumber }: { id: number; orderNumber: string }) =>
      downloadFile(`/orders/${id}/challan.pdf`, `DC-${orderNumber}.pdf`),
  });
}

/**
 * Labels of machines as a PDF: POST /machines/labels.pdf with the ids (a long selection does
 * not fit a URL).
 */
export function useDownloadLabels() {
  return useMutation({
    mutationFn: (body: MachineLabelsRequest) =>
      downloadFile('/machines/labels.pdf', 'labels.pdf', { method: 'POST', body }),
  });
}

/** GET /rma-batches/:id/dispatch-note.pdf: the batch's dispatch note, to print and sign. */
export function useDownloadRmaNote() {
  return useMutation({
    mutationFn: ({ id, batchNumber }: { id: number; batchNumber: string }) =>
      downloadFile(`/rma-batches/${id}/dispatch-note.pdf`, `${batchNumber}.pdf`),
  });
}
