import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * `attachment` with a file name the server made (a report, a challan): printable ASCII, anything
 * else (a quote, a backslash, a line break) becomes `_`. A name a user gave also travels encoded in
 * `filename*` (merchant-documents/routes.ts).
 */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`;

/** A file to download: its type, `attachment` with its name, never cached. */
export function sendFile(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  body: Buffer | Readable | string,
) {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', attachment(fileName))
    .header('Cache-Control', 'no-store')
    .send(body);
}
