import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api';

export type DocumentFile = { blob: Blob; fileName: string };

/** GET /orders/:id/challan.pdf: the delivery challan (the hand-over code only for admins). */
export function useDownloadChallan() {
  return useMutation({
    mutationFn: async ({ id, orderNumber }: { id: number; orderNumber: string }) => {
      const file = await api.download(`/orders/${id}/challan.pdf`);
      return { blob: file.blob, fileName: file.filename ?? `DC-${orderNumber}.pdf` };
    },
  });
}

/**
 * Labels of machines as a PDF: POST /machines/labels.pdf with the ids (a long selection does
 * not fit a URL).
 */
export function useDownloadLabels() {
  return useMutation({
    mutationFn: async (ids: number[]): Promise<DocumentFile> => {
      const file = await api.download('/machines/labels.pdf', { method: 'POST', body: { ids } });
      return { blob: file.blob, fileName: file.filename ?? 'labels.pdf' };
    },
  });
}
