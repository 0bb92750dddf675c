import { type KycDocumentKind, KycDocumentListResponse, KycDocumentResponse } from '@dd/contract';
import { uploadFile } from '../lib/api';
import { downloadFile, useRecordGet, useWrite } from './hooks';
import { retailerKeys } from './keys';
import { useMutation } from '@tanstack/react-query';

/** GET /retailers/:id/documents: the merchant's KYC documents. */
export const useKycDocuments = (retailerId: number) =>
  useRecordGet(
    retailerKeys.documents(retailerId),
    `/retailers/${retailerId}/documents`,
    KycDocumentListResponse,
    retailerId,
  );

/** PUT /retailers/:id/documents/:kind: the file's bytes as the body, its name in the query. */
export function useUploadKycDocument(retailerId: number) {
  return useWrite(
    'kycDocumentUpload',
    ({ kind, file }: { kind: KycDocumentKind; file: File }) =>
      uploadFile(`/retailers/${retailerId}/documents/${kind}`, file, {
        schema: KycDocumentResponse,
        method: 'PUT',
        contentType: 'application/octet-stream',
        query: { fileName: file.name },
      }),
    retailerId,
  );
}

/** GET /retailers/:id/documents/:kind as a file. */
export function useDownloadKycDocument(retailerId: number) {
  return useMutation({
    mutationFn: ({ kind, fileName }: { kind: KycDocumentKind; fileName: string }) =>
      downloadFile(`/retailers/${retailerId}/documents/${kind}`, fileName),
  });
}
