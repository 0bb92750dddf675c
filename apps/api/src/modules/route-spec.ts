import { ErrorBody } from '@dd/contract';
import { z } from 'zod';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import type { Principal } from '../access/principal';
import { sendIdempotent } from '../platform/idempotency';
import { principalOf } from '../plugins/auth';

/** The error answers (each an ErrorBody) most API routes document. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};

/** The same, and 413 for a route that takes a file. */
export const uploadErrorResponses = { ...errorResponses, 413: ErrorBody };

type Responses = Record<number, unknown>;

/** The bytes of a downloaded file, as OpenAPI names them. */
const FileBytes = z.string().meta({ format: 'binary' });

export const SPREADSHEET_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** A download's success answer: the file, in one of `types` (its name in Content-Disposition). */
export function fileAnswer(description: string, types: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: FileBytes }])),
  };
}

/**
 * The route options of one module: every route gets the module's OpenAPI tag (a route's schema
 * may name its own `tags`) and its error answers, so a route names only its access rule
 * (with its own error codes) and the rest of its schema.
 */
export function routeSpec<E extends Responses>(tag: string, errors: E) {
  return <S extends { response: Responses }>(config: FastifyContextConfig, schema: S) => ({
    config,
    schema: {
      tags: [tag],
      ...schema,
      response: {
        ...schema.response,
        ...(answersFiles(schema.response) ? asJsonAnswers(errors) : errors),
      },
    },
  });
}

const answersFiles = (responses: Responses) =>
  Object.values(responses).some((r) => typeof r === 'object' && r !== null && 'content' in r);

/**
 * A route whose success is a file names its errors' type (JSON) itself: the OpenAPI generator
 * would otherwise give them the file's type.
 */
export function asJsonAnswers<E extends Responses>(errors: E): E {
  return Object.fromEntries(
    Object.entries(errors).map(([status, schema]) => [
      status,
      { description: 'An error', content: { 'application/json': { schema } } },
    ]),
  ) as E;
}

/** A success that is JSON, or the same as a file when the query asks for one (`format`). */
export function jsonOrFileAnswer(schema: unknown, types: readonly string[]) {
  const file = fileAnswer('', types);
  return {
    description: 'The answer, or the file when `format` is given.',
    content: { 'application/json': { schema }, ...file.content },
  };
}

/**
 * The answer of a call that is safe to send again, with `statusCode`: `work` runs once per
 * (caller, Idempotency-Key) in one transaction, and a replay sends the first answer again.
 */
function sendOnce(statusCode: 200 | 201) {
  return <T>(
    db: Db,
    request: FastifyRequest,
    reply: FastifyReply,
    work: (tx: Tx, principal: Principal) => Promise<T>,
  ) => {
    const principal = principalOf(request);
    return sendIdempotent(db, request, reply, principal.userId, async (tx) => ({
      statusCode,
      body: await work(tx, principal),
    }));
  };
}

/** A creating call's answer (201). */
export const sendCreated = sendOnce(201);

/** An action's answer (200): a call queued offline is sent again when its answer was lost. */
export const sendReplayable = sendOnce(200);
