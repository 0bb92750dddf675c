import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PassThrough } from 'node:stream';
import { HttpError } from '../lib/http-errors';

/**
 * A request body that stops arriving is answered with a 408 after `idleMs` without a byte
 * (docs/decisions/0056-request-hardening.md: an idle limit, not a total one, so a large import
 * on a slow link that keeps sending is never cut off). The body is read through a pass-through
 * that the timer ends with the error; the answer then closes the connection, as the rest of the
 * body never came.
 */
export const bodyTimeoutPlugin = fp(async (app: FastifyInstance, opts: { idleMs: number }) => {
  app.addHook('preParsing', (request, reply, payload, done) => {
    const length = request.headers['content-length'];
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      (length !== undefined && length !== '0');
    if (!hasBody) return done(null, payload);

    const body = new PassThrough();
    const timer = setTimeout(() => {
      if (reply.sent) return;
      payload.unpipe(body);
      reply.header('connection', 'close');
      body.destroy(new HttpError(408, 'request_timeout', 'The request did not arrive in time'));
    }, opts.idleMs);
    const stop = () => clearTimeout(timer);
    payload.on('data', () => timer.refresh());
    payload.once('end', stop);
    payload.once('error', (err) => {
      stop();
      body.destroy(err);
    });
    reply.raw.once('close', stop);
    payload.pipe(body);
    done(null, body);
  });
});
