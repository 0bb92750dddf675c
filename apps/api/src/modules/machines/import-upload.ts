import { Readable } from 'node:stream';
import {
  MAX_IMPORT_UPLOAD_BYTES,
  type MachineImportQuery,
  type MachineImportRequest,
} from '@dd/contract';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { validatorCompiler } from '../../plugins/validator';
import type { MachineImportJob } from './commands/import';

/**
 * The machine import (and the activation file) takes its file two ways: `Content-Type: text/csv` with the file as the body
 * (streamed, never held whole; options in the query) or the JSON body `{ csv, dryRun,
 * serviceProviderId }` older clients send. Both go down the same path (commands/import.ts).
 * Upload routes say so with `config.csvUpload`.
 */
export function acceptCsvUploads(app: FastifyInstance) {
  app.addContentTypeParser('text/csv', (request, payload, done) => {
    // Only the upload routes take a file; a JSON call sent as CSV is told so, not "invalid".
    if (request.routeOptions.config.csvUpload) done(null, payload);
    else
      done(new HttpError(415, 'unsupported_media_type', 'This call takes a JSON body'), undefined);
  });
}

/** The route's validator: the contract's JSON body schema, except for a streamed file. */
export const importValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) =>
    route.httpPart === 'body' && data instanceof Readable ? { value: data } : validate(data);
};

const tooLarge = () =>
  new HttpError(413, 'body_too_large', 'The request body is too large', {
    params: { max: MAX_IMPORT_UPLOAD_BYTES },
  });

/** The upload's bytes, refused (413) past MAX_IMPORT_UPLOAD_BYTES. */
async function* limited(stream: Readable): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (bytes > MAX_IMPORT_UPLOAD_BYTES) throw tooLarge();
    yield chunk;
  }
}

/** The file a text/csv upload streams (refused past MAX_IMPORT_UPLOAD_BYTES). */
export function uploadedCsv(
  request: FastifyRequest,
  body: Readable,
): AsyncIterable<Uint8Array | string> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_UPLOAD_BYTES) throw tooLarge();
  return limited(body);
}

/** What the request asks to import, from either form. */
export function importJobOf(request: FastifyRequest): MachineImportJob {
  const body = request.body as MachineImportRequest | Readable;
  if (!(body instanceof Readable)) {
    return {
      csv: Readable.from([body.csv]),
      dryRun: body.dryRun,
      serviceProviderId: body.serviceProviderId,
    };
  }
  // Validated by the route's querystring schema (MachineImportQuery).
  const query = request.query as MachineImportQuery;
  return {
    csv: uploadedCsv(request, body),
    dryRun: query.dryRun,
    serviceProviderId: query.serviceProviderId,
  };
}
