import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';
import { jsonNestedDeeperThan } from '../lib/json-depth';

/** Far deeper than any body the contract accepts (three or four levels). */
const MAX_JSON_DEPTH = 32;

/**
 * JSON bodies are checked for depth before they are parsed, so no route, hook or helper (the
 * Idempotency-Key's canonical form, the NUL check, a validator) ever walks a body deep enough to
 * overflow the stack. Otherwise Fastify's own parser, with its prototype-poisoning refusals.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    if (jsonNestedDeeperThan(body, MAX_JSON_DEPTH)) {
      const message = `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`;
      done(badRequest('body_too_deep', message, { params: { max: MAX_JSON_DEPTH } }), undefined);
      return;
    }
    parseJson(request, body, done);
  });
});
