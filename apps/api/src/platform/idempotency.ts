import crypto from 'node:crypto';
import type { ErrorBody } from '@dd/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict, HttpError } from '../lib/http-errors';

/** What an idempotent write answers, as it is kept under its key and sent again. */
type Outcome = { statusCode: number; body: unknown };

/** The answer of `idempotentWrite`: only it makes one, so a route cannot answer around it. */
export type Written<T> = { statusCode: number; body: T } & { readonly [written]: true };
declare const written: unique symbol;

/**
 * A refusal whose effects commit (a wrong hand-over code is counted): returned by a write instead
 * of thrown, it is kept under the key and answered as the refusal, the first time and on every
 * replay, so sending it again costs nothing twice. A thrown refusal rolls back and keeps nothing
 * (decision 0160).
 */
export class KeptRefusal {
  constructor(readonly error: HttpError) {}
}

const refusalOutcome = ({ statusCode, code, message, params, details }: HttpError): Outcome => ({
  statusCode,
  body: { error: message, code, params, details } satisfies ErrorBody,
});

/** An outcome as it is answered: a kept refusal is thrown, the first time and on a replay. */
function answer<T>({ statusCode, body }: Outcome): Written<T> {
  if (statusCode < 400) return { statusCode, body } as Written<T>;
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

/**
 * One idempotent write as it is keyed: the caller, its Idempotency-Key (if sent), the URL it was
 * sent to (not the route's pattern: one key sent to another record's URL is another request) and
 * its body, or for an upload, whose body is a stream, the hash taken while it streamed (uploadHash).
 */
export type IdempotentCall = {
  userId: number;
  key: string | undefined;
  method: string;
  path: string;
} & ({ body: unknown } | { requestHash: string });

/**
 * THE idempotent write: `work` runs in a transaction opened here on `db`, at most once per
 * (caller, Idempotency-Key), and answers `statusCode` with what it returns (or its KeptRefusal).
 * The key is stored in that same transaction, so a crash leaves either both or neither. Same key
 * + same request (URL and body) replays the first answer; same key + another request is a 409
 * idempotency_key_reused, also when the two arrive together. A thrown refusal rolls the work back
 * and keeps nothing: sent again, the call runs again. Without a key, the work runs once as sent.
 */
export async function idempotentWrite<T>(
  db: Db,
  call: IdempotentCall,
  statusCode: 200 | 201,
  work: (tx: Tx) => Promise<T | KeptRefusal>,
): Promise<Written<T>> {
  const run = (keep: (tx: Tx, outcome: Outcome) => Promise<void>) =>
    db.transaction(async (tx) => {
      const result = await work(tx);
      const outcome =
        result instanceof KeptRefusal ? refusalOutcome(result.error) : { statusCode, body: result };
      await keep(tx, outcome);
      return outcome;
    });
  if (call.key === undefined) return answer<T>(await run(async () => {}));
  const key = call.key.trim();
  if (!key || key.length > 200)
    throw badRequest('idempotency_key_invalid', 'Idempotency-Key must be 1 to 200 characters');
  const requestHash =
    'requestHash' in call ? call.requestHash : hashOf(call.method, call.path, canonical(call.body));

  const replay = async (): Promise<Written<T> | undefined> => {
    const row = await stored(db, call.userId, key);
    if (!row) return undefined;
    if (row.requestHash !== requestHash) {
      throw conflict(
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request',
      );
    }
    return answer<T>({ statusCode: row.statusCode, body: row.response });
  };

  const earlier = await replay();
  if (earlier) return earlier;
  let outcome: Outcome;
  try {
    outcome = await run(async (tx, { statusCode, body }) => {
      await tx.insert(idempotencyKeys).values({
        userId: call.userId,
        key,
        method: call.method,
        path: call.path,
        requestHash,
        statusCode,
        response: body as object,
      });
    });
  } catch (err) {
    // A concurrent request with the same key won the race: answer what it answered (its
    // refusal too), or idempotency_key_reused when it was another request.
    let raced: Written<T> | undefined;
    try {
      raced = await replay();
    } catch (answered) {
      throw answered instanceof HttpError ? answered : err;
    }
    if (raced) return raced;
    throw err;
  }
  return answer<T>(outcome);
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
