import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';

const PG_MESSAGES: Record<string, [number, string]> = {
  '23505': [409, 'A record with the same unique value already exists'],
  '23503': [400, 'A referenced record does not exist'],
  '23514': [400, 'The values break a data rule'],
  '22P02': [400, 'A value has the wrong format'],
  '22021': [400, 'A value contains a character that cannot be stored'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '22007': [400, 'A date is not valid'],
  '22008': [400, 'A date is out of range'],
  '40001': [409, 'The data changed at the same time; please try again'],
  '40P01': [409, 'The data changed at the same time; please try again'],
  // The database went away mid-request (restart, failover, killed connection): nothing was
  // committed, the client may retry.
  '57P01': [503, 'The database connection was lost; please try again'],
  '57P02': [503, 'The database connection was lost; please try again'],
  '57P03': [503, 'The database is starting up; please try again'],
  '08000': [503, 'The database connection was lost; please try again'],
  '08003': [503, 'The database connection was lost; please try again'],
  '08006': [503, 'The database connection was lost; please try again'],
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

/** Drizzle's query errors put the SQL and every parameter in their message: log the cause's. */
function loggable(err: Error): { name: string; message: string; stack?: string; code?: string } {
  const isQueryError = 'query' in err || 'params' in err;
  if (!isQueryError) return { name: err.name, message: err.message, stack: err.stack };
  const cause = err.cause as { message?: string; code?: string } | undefined;
  return { name: err.name, message: cause?.message ?? 'database query failed', code: cause?.code };
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but the content type says JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body',
};

/**
 * Every error answers {error: sentence} (+ details for validation). Never a stack trace, SQL
 * text or parameter values: drizzle errors carry them, so only the code is looked at.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply
        .status(err.statusCode)
        .send(err.details ? { error: err.message, details: err.details } : { error: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const details = err.validation.map((v) => ({
        path: [where, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = details[0];
      const custom = request.routeOptions.config?.invalidMessage;
      return reply.status(400).send({
        error: custom ?? (first ? `Invalid ${first.path}: ${first.message}` : 'Invalid request'),
        details,
      });
    }
    const code = pgCode(err);
    if (code && PG_MESSAGES[code]) {
      const [status, message] = PG_MESSAGES[code];
      request.log.warn(
        { pgCode: code, route: request.routeOptions.url },
        'database refused a change',
      );
      return reply.status(status).send({ error: message });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        FASTIFY_MESSAGES[err.code] ??
        (status === 429 ? 'Too many requests. Please slow down.' : 'Bad request');
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: loggable(err), route: request.routeOptions.url }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error' });
  });
});
