import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { TrustProxy } from '../lib/trust-proxy';

/** What a proxy's request id may look like: short, no spaces, nothing to inject into a log. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id the proxy in front gave the request (X-Request-Id), so its log
 * and ours name the same request, when proxies are trusted and the id is sane; else a new one.
 */
export function requestIdOf(trustProxy: TrustProxy) {
  return (req: IncomingMessage): string => {
    if (trustProxy !== false) {
      const sent = req.headers['x-request-id'];
      if (typeof sent === 'string' && SANE_ID.test(sent)) return sent;
    }
    return crypto.randomUUID();
  };
}

/** How much of a refused id the log keeps (it is attacker-chosen). */
const LOGGED_ID_CHARS = 200;

/**
 * The first onRequest hook: every answer, refusals and 404s included, names its request. Behind a
 * trusted proxy, an id that was sent but not kept (not sane) is logged as untrusted, escaped by
 * the JSON log and cut short, so the proxy's log can still be searched for it.
 */
export function answerRequestId(trustProxy: TrustProxy) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    void reply.header('x-request-id', request.id);
    const sent = request.headers['x-request-id'];
    if (trustProxy !== false && sent !== undefined && sent !== request.id) {
      const untrusted = (Array.isArray(sent) ? sent.join(',') : sent).slice(0, LOGGED_ID_CHARS);
      request.log.warn({ untrustedRequestId: untrusted }, 'request id from the proxy replaced');
    }
    done();
  };
}
