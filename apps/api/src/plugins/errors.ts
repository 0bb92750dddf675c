import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FieldIssueCode, issueCode, type ErrorBody, type ErrorCode } from '@dd/contract';
import { HttpError } from '../lib/http-errors';
import { errorSerializer } from './logger';

const PG_ERRORS: Record<string, [number, ErrorCode, string]> = {
  '23505': [409, 'conflict', 'A record with the same unique value already exists'],
  '23503': [400, 'reference_missing', 'A referenced record does not exist'],
  '23514': [400, 'invalid_value', 'The values break a data rule'],
  '22P02': [400, 'invalid_value', 'A value has the wrong format'],
  '22021': [400, 'invalid_character', 'A value contains a character that cannot be stored'],
  '22001': [400, 'invalid_value', 'A value is too long'],
  '22003': [400, 'invalid_value', 'A number is out of range'],
  '22007': [400, 'invalid_value', 'A date is not valid'],
  '22008': [400, 'invalid_value', 'A date is out of range'],
  '40001': [409, 'concurrent_change', 'The data changed at the same time; please try again'],
  '40P01': [409, 'concurrent_change', 'The data changed at the same time; please try again'],
  // The database went away mid-request (restart, failover, killed connection): nothing was
  // committed, the client may retry.
  '57P01': [503, 'db_unavailable', 'The database connection was lost; please try again'],
  '57P02': [503, 'db_unavailable', 'The database connection was lost; please try again'],
  '57P03': [503, 'db_unavailable', 'The database is starting up; please try again'],
  '08000': [503, 'db_unavailable', 'The database connection was lost; please try again'],
  '08003': [503, 'db_unavailable', 'The database connection was lost; please try again'],
  '08006': [503, 'db_unavailable', 'The database connection was lost; please try again'],
};

/** The database error code behind a driver or drizzle error, if any. */
function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A connection that went away carries no SQLSTATE: node-postgres words it ("Connection
 * terminated unexpectedly", "... is not queryable") or passes the socket's errno.
 */
function connectionLost(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && ['ECONNRESET', 'ECONNREFUSED', 'EPIPE'].includes(code)) {
      return true;
    }
    if (typeof message === 'string' && /Connection terminated|not queryable/.test(message)) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const FASTIFY_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    'invalid_json',
    'The request body is empty but the content type says JSON',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: ['body_too_large', 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    'invalid_content_length',
    'The content length does not match the body',
  ],
};

/** A value inside the validated request part, to tell a missing field from a wrong one. */
function valueAt(root: unknown, segments: string[]): unknown {
  let value = root;
  for (const s of segments) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[s];
  }
  return value;
}

const REQUEST_PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/**
 * Every error answers {error: sentence, code, params?, details?} (codes: the contract's
 * ERROR_CODES). Never a stack trace, SQL text or parameter values: drizzle errors carry them,
 * so only the database code is looked at.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      const { code, params, details } = err;
      return reply.status(err.statusCode).send({ error: err.message, code, params, details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const part = (request as unknown as Record<string, unknown>)[
        REQUEST_PARTS[where as keyof typeof REQUEST_PARTS] ?? 'body'
      ];
      const details = err.validation.map((v) => {
        const segments = v.instancePath.split('/').filter(Boolean);
        return {
          path: [where, ...segments].join('.'),
          message: v.message ?? 'Invalid value',
          code: issueCode(
            v.keyword,
            (v.params as { params?: unknown } | undefined)?.params,
            valueAt(part, segments) === undefined,
          ),
        };
      });
      const first = details[0];
      // One broken rule of our own (Valid To before Valid From): its code and sentence.
      if (details.length === 1 && first && !FieldIssueCode.safeParse(first.code).success) {
        return reply
          .status(400)
          .send({ error: first.message, code: first.code as ErrorCode, details });
      }
      const custom = request.routeOptions.config?.invalidMessage;
      return reply.status(400).send({
        error: custom ?? (first ? `Invalid ${first.path}: ${first.message}` : 'Invalid request'),
        code: 'validation_failed',
        details,
      });
    }
    const dbCode = pgCode(err) ?? (connectionLost(err) ? '08006' : undefined);
    const pg = dbCode ? PG_ERRORS[dbCode] : undefined;
    if (pg) {
      const [status, code, message] = pg;
      request.log.warn(
        { pgCode: dbCode, route: request.routeOptions.url },
        'database refused a change',
      );
      return reply.status(status).send({ error: message, code });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429) return reply.status(429).send(rateLimited(err));
    if (status >= 400 && status < 500) {
      const [code, message] = FASTIFY_ERRORS[err.code] ?? ['bad_request', 'Bad request'];
      return reply.status(status).send({ error: message, code });
    }
    // Serialized here too, so a logger built without our serializers leaks no query parameter.
    request.log.error(
      { err: errorSerializer(err), route: request.routeOptions.url },
      'unhandled error',
    );
    return reply.status(500).send({ error: 'Internal server error', code: 'internal' });
  });
});

/** @fastify/rate-limit throws what its errorResponseBuilder built (plugins/security.ts). */
function rateLimited(err: unknown): ErrorBody {
  const built = err as { error?: unknown; params?: ErrorBody['params'] };
  return {
    error: typeof built.error === 'string' ? built.error : 'Too many requests. Please slow down.',
    code: 'rate_limited',
    params: built.params,
  };
}
