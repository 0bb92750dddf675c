import { z } from 'zod';
import { Id, IntId, IsoDateTime } from './common';

/** A merchant's (retailer's) KYC documents: one of each kind. */
export const KYC_DOCUMENT_KINDS = ['PAN_CARD', 'GST_CERTIFICATE', 'SHOP_PHOTO'] as const;
export const KycDocumentKind = z.enum(KYC_DOCUMENT_KINDS);
export type KycDocumentKind = z.infer<typeof KycDocumentKind>;

/** The file types a KYC document may be, as sniffed from its bytes. */
export const KYC_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** The largest KYC document (5 MB). */
export const MAX_KYC_DOCUMENT_BYTES = 5 * 1024 * 1024;

export const KycDocumentParams = z.object({ id: Id, kind: KycDocumentKind });
export type KycDocumentParams = z.infer<typeof KycDocumentParams>;

/**
 * PUT /retailers/{id}/documents/{kind}: the file is the body (`Content-Type:
 * application/octet-stream`), its name in the query.
 */
export const KycDocumentUploadQuery = z.object({
  fileName: z.string().trim().min(1, 'File name is required').max(200),
});
export type KycDocumentUploadQuery = z.infer<typeof KycDocumentUploadQuery>;

export const KycDocument = z.object({
  kind: KycDocumentKind,
  fileName: z.string(),
  contentType: z.enum(KYC_DOCUMENT_TYPES),
  size: z.number().int(),
  uploadedAt: IsoDateTime,
  uploadedBy: z.object({ id: IntId, name: z.string() }).nullable(),
});
export type KycDocument = z.infer<typeof KycDocument>;

export const KycDocumentListResponse = z.object({ documents: z.array(KycDocument) });
export type KycDocumentListResponse = z.infer<typeof KycDocumentListResponse>;

export const KycDocumentResponse = z.object({ document: KycDocument });
export type KycDocumentResponse = z.infer<typeof KycDocumentResponse>;
