import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The CSP allows no inline script at all; inline *styles* are allowed because the toast library
 * injects its styles.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The barcode reader compiles its WASM (our own file, same origin): not eval of script text.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * The headers helmet sets with these options, worked out once: they do not depend on the
 * request (no CSP nonces), so every answer gets the same precomputed set instead of running
 * helmet's middleware chain per request (bench/README.md: the health row).
 */
function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The headers of JSON API answers (OWASP's REST set): documents' policies (CSP sources, COOP,
 * Origin-Agent-Cluster, legacy IE and Flash switches) mean nothing to a fetch() answer, while
 * these still matter for one: never cached, never sniffed into HTML, never framed or read
 * cross-origin, HTTPS only. Fewer headers is measurable on every request (bench/README.md).
 */
export const API_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** JSON API answers; pages, assets and the API docs (an HTML page) get helmet's full set. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

const PAGE_HEADERS = securityHeaders();

/** The security headers of the answer to `url` (also for answers given before routing). */
export const headersFor = (url: string) => (isApiAnswer(url) ? API_HEADERS : PAGE_HEADERS);

/** Security headers on every answer (the request budget is plugins/rate-limit.ts). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, next) => {
    reply.headers(headersFor(request.url));
    next();
  });
});
