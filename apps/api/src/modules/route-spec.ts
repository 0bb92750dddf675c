import { ErrorBody } from '@dd/contract';
import { z } from 'zod';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../db/client';
import type { Principal } from '../access/principal';
import { idempotentWrite, type KeptRefusal, type Written } from '../platform/idempotency';
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

/** How an idempotent route writes: on `db`, answering `statusCode`; an upload gives its hash. */
export type IdempotentWriter = <T>(
  db: Db,
  statusCode: 200 | 201,
  work: (tx: Tx) => Promise<T | KeptRefusal>,
  requestHash?: string,
) => Promise<Written<T>>;

/** A route's request as its schema `S` types it (inferred where the handler is given). */
type RouteRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

const idempotentHandlers = new WeakSet<object>();

/** Whether a route's handler was made by `idempotentRoute` (idempotency-routes.test.ts). */
export const writesIdempotently = (handler: object) => idempotentHandlers.has(handler);

/**
 * The handler of every route that takes an Idempotency-Key: `run` writes through `write`, which
 * keys the write by the caller, the header, the URL and the body (idempotentWrite). A route with
 * nothing to do outside the write's transaction uses `sendCreated` or `sendReplayable`.
 */
export function idempotentRoute<S extends FastifySchema, T>(
  run: (
    request: RouteRequest<S>,
    principal: Principal,
    write: IdempotentWriter,
  ) => Promise<Written<T>>,
) {
  const handler = async (request: RouteRequest<S>, reply: FastifyReply): Promise<void> => {
    const principal = principalOf(request);
    const key = request.headers['idempotency-key'];
    const call = {
      userId: principal.userId,
      key: typeof key === 'string' ? key : undefined,
      method: request.method,
      path: request.url,
    };
    const write: IdempotentWriter = (db, statusCode, work, requestHash) =>
      idempotentWrite(
        db,
        requestHash === undefined ? { ...call, body: request.body } : { ...call, requestHash },
        statusCode,
        work,
      );
    const { statusCode, body } = await run(request, principal, write);
    await reply.status(statusCode).send(body);
  };
  idempotentHandlers.add(handler);
  return handler;
}

/** The handler of a route whose whole work is the write, answering `statusCode`. */
const sendOnce =
  (statusCode: 200 | 201) =>
  <S extends FastifySchema, T>(
    db: Db,
    work: (tx: Tx, principal: Principal, request: RouteRequest<S>) => Promise<T | KeptRefusal>,
  ) =>
    idempotentRoute<S, T>((request, principal, write) =>
      write(db, statusCode, (tx) => work(tx, principal, request)),
    );

/** A creating call's handler (201). */
export const sendCreated = sendOnce(201);

/** An action's handler (200): a call queued offline is sent again when its answer was lost. */
export const sendReplayable = sendOnce(200);
