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

/** The first onRequest hook: every answer, refusals and 404s included, names its request. */
export function answerRequestId(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  void reply.header('x-request-id', request.id);
  done();
}
