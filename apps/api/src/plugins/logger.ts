import type { Config } from '../config';

/** Headers that carry credentials: a log shows that they were sent, never what. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

type LoggableError = Error & { query?: unknown; params?: unknown; code?: unknown };

/**
 * Errors are logged by name, message, code and stack only: a database error also carries its
 * SQL and every parameter (a password hash, a TOTP or webhook secret), which never reach a log.
 */
export function errorSerializer(err: LoggableError) {
  if (!(err instanceof Error)) return err;
  const fromQuery = 'query' in err || 'params' in err;
  const cause = err.cause as { message?: string; code?: unknown } | undefined;
  return {
    type: err.name,
    message: fromQuery ? (cause?.message ?? 'database query failed') : err.message,
    code: fromQuery ? cause?.code : err.code,
    stack: fromQuery ? '' : (err.stack ?? ''),
  };
}

/** The API's logger: the level asked for, credentials redacted, to stdout or a given stream. */
export function loggerOptions(level: Config['logLevel'], stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { err: errorSerializer },
    ...(stream ? { stream } : {}),
  };
}
