import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

/** Deeper than any request the contract accepts; anything deeper fails validation anyway. */
const MAX_DEPTH = 64;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || !value || typeof value !== 'object') return false;
  for (const v of Object.values(value)) if (hasNul(v, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a request carrying it anywhere (query, path, body) is
 * refused up front with a 400, instead of failing inside a query (or halfway through a
 * download whose headers are already sent).
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      done(badRequest('Text cannot contain the NUL character (U+0000)'));
      return;
    }
    done();
  });
});
