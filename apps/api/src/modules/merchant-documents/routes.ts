import {
  KycDocumentListResponse,
  KycDocumentParams,
  KycDocumentResponse,
  KycDocumentUploadQuery,
  MAX_KYC_DOCUMENT_BYTES,
  IdParams,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { fileAnswer, routeSpec, uploadErrorResponses } from '../route-spec';
import { listDocuments, readDocument, uploadDocument } from './documents';

const spec = routeSpec('retailers', uploadErrorResponses);

/** `filename="..."` of a stored name: ASCII only there, the name itself UTF-8 encoded. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * A merchant's KYC documents: uploaded as the raw file body (no multipart or base64: the bytes
 * as they are, up to 5 MB, docs/decisions/0137-kyc-documents.md), listed and downloaded by
 * whoever may see the merchant.
 */
export const merchantDocumentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  // Only here: the body of an upload is the file's bytes.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  app.get(
    '/retailers/:id/documents',
    spec(
      { access: 'kycDocuments:read' },
      { params: IdParams, response: { 200: KycDocumentListResponse } },
    ),
    async (request) => listDocuments(db, principalOf(request), request.params.id),
  );

  app.get(
    '/retailers/:id/documents/:kind',
    spec(
      { access: 'kycDocuments:read' },
      {
        description: 'The document as a file, typed as its bytes say (PDF, JPEG or PNG).',
        params: KycDocumentParams,
        response: {
          200: fileAnswer('The document.', ['application/pdf', 'image/jpeg', 'image/png']),
        },
      },
    ),
    async (request, reply) => {
      const { id, kind } = request.params;
      const file = await readDocument(db, principalOf(request), id, kind);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', disposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(file.content);
    },
  );

  app.put(
    '/retailers/:id/documents/:kind',
    {
      ...spec(
        { access: 'retailers:write', errorCodes: ['kyc_document_type', 'body_too_large'] },
        {
          description:
            'The file as the body (`Content-Type: application/octet-stream`, up to 5 MB), its name in the query; PDF, JPEG or PNG by its bytes. Replaces the document of that kind.',
          params: KycDocumentParams,
          querystring: KycDocumentUploadQuery,
          response: { 200: KycDocumentResponse },
        },
      ),
      bodyLimit: MAX_KYC_DOCUMENT_BYTES,
    },
    async (request) => {
      const body = request.body;
      const content = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      const target = { ...request.params, fileName: request.query.fileName };
      return { document: await uploadDocument(db, principalOf(request), target, content) };
    },
  );
};
