import crypto from 'node:crypto';
import type { ErrorBody } from '@dd/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict, HttpError } from '../lib/http-errors';

export type Outcome<T> = { statusCode: number; body: T };

/**
 * A refusal as an outcome to keep under the key: for work whose refusal commits an effect (a
 * wrong hand-over code is counted), so that sending it again replays the refusal instead of
 * repeating the effect. A refusal that commits nothing is not kept (decision 0160).
 */
export const refusalOutcome = (err: HttpError): Outcome<ErrorBody> => ({
  statusCode: err.statusCode,
  body: { error: err.message, code: err.code, params: err.params, details: err.details },
});

/** A kept outcome as it is answered again: a refusal is thrown, as it was the first time. */
function replayed<T>(statusCode: number, body: unknown): Outcome<T> {
  if (statusCode < 400) return { statusCode, body: body as T };
  const { error, code, params, details } = body as ErrorBody;
  throw new HttpError(statusCode, code, error, { params, details });
}

/** The error codes of a call that takes an Idempotency-Key (the OpenAPI document adds them). */
export const IDEMPOTENCY_CODES = ['idempotency_key_invalid', 'idempotency_key_reused'] as const;

function hashOf(method: string, path: string, body: unknown): string {
  return crypto
    .createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * The request hash of an upload, taken while its file streams by: the call and its options
 * (`head`, in any key order), then the file's bytes. Read `digest()` once the file is consumed.
 */
export function uploadHash(
  method: string,
  path: string,
  head: unknown,
  file: AsyncIterable<Uint8Array | string>,
) {
  const hash = crypto
    .createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(canonical(head) ?? null)}\n`);
  async function* hashed() {
    for await (const chunk of file) {
      hash.update(chunk);
      yield chunk;
    }
  }
  return { file: hashed(), digest: () => hash.digest('hex') };
}

/** Stable JSON: the same body with keys in another order hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

async function stored(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** What `idempotent` is given: the caller, its Idempotency-Key and the request it keys. */
export interface KeyedRequest {
  userId: number;
  key: string | undefined;
  method: string;
  path: string;
  body: unknown;
  /** Given for an upload (uploadHash), whose body is a stream. */
  requestHash?: string;
}

/**
 * Runs a creating call at most once per (user, Idempotency-Key). The key is stored in the same
 * transaction as the work, so a crash leaves either both or neither. Same key + same request
 * (URL and body) replays the first answer; same key + another request is a 409
 * idempotency_key_reused, also when the two arrive together. A refusal rolls the work back and
 * keeps nothing: sent again, the call runs again.
 */
export async function idempotent<T>(
  db: Db,
  req: KeyedRequest,
  work: (tx: Tx) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return idempotentSteps(db, req, (keep) =>
    db.transaction(async (tx) => {
      const outcome = await work(tx);
      await keep(tx, outcome);
      return outcome;
    }),
  );
}

/**
 * `idempotent` for work that commits more than its effect (a wrong hand-over code is counted
 * even though the call fails): `run` calls `keep(tx, outcome)` in the transaction that commits
 * the effect, which stores the answer with it; a refusal kept so (refusalOutcome) is replayed
 * as that refusal.
 */
export async function idempotentSteps<T>(
  db: Db,
  req: KeyedRequest,
  run: (keep: (tx: Tx, outcome: Outcome<T | ErrorBody>) => Promise<void>) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  if (req.key === undefined) return run(async () => {});
  const key = req.key.trim();
  if (!key || key.length > 200)
    throw badRequest('idempotency_key_invalid', 'Idempotency-Key must be 1 to 200 characters');
  const requestHash = req.requestHash ?? hashOf(req.method, req.path, canonical(req.body));

  const replay = async (): Promise<Outcome<T> | undefined> => {
    const row = await stored(db, req.userId, key);
    if (!row) return undefined;
    if (row.requestHash !== requestHash) {
      throw conflict(
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request',
      );
    }
    return replayed<T>(row.statusCode, row.response);
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await run(async (tx, outcome) => {
      await tx.insert(idempotencyKeys).values({
        userId: req.userId,
        key,
        method: req.method,
        path: req.path,
        requestHash,
        statusCode: outcome.statusCode,
        response: outcome.body as object,
      });
    });
  } catch (err) {
    // A concurrent request with the same key won the race: answer what it answered (its
    // refusal too), or idempotency_key_reused when it was another request.
    let raced: Outcome<T> | undefined;
    try {
      raced = await replay();
    } catch (answer) {
      throw answer instanceof HttpError ? answer : err;
    }
    if (raced) return raced;
    throw err;
  }
}

/** The Idempotency-Key header of a request, if one was sent. */
function idempotencyKeyOf(request: { headers: Record<string, unknown> }): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
}

/** Documents the optional `Idempotency-Key` header (loose: the other headers stay as they are). */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Same key + same request (URL and body) replays the first answer; same key + another request is a 409',
    ),
});

/**
 * The idempotency request of a route call: the caller, its Idempotency-Key, the URL it was sent
 * to (not the route's pattern: one key sent to another record's URL is another request) and its
 * body.
 */
export function idempotencyOf(request: FastifyRequest, userId: number) {
  return {
    userId,
    key: idempotencyKeyOf(request),
    method: request.method,
    path: request.url,
    body: request.body,
  };
}

export type IdempotencyRequest = ReturnType<typeof idempotencyOf>;

/** Runs a creating route's work under the request's Idempotency-Key and sends the answer. */
export async function sendIdempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  work: (tx: Tx) => Promise<Outcome<T>>,
) {
  const outcome = await idempotent(db, idempotencyOf(request, userId), work);
  return reply.status(outcome.statusCode).send(outcome.body);
}
