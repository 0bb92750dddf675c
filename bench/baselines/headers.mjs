// What every answer of our API carries, for the baselines to carry too: its security headers
// (taken from our API's own answer by run.mjs, passed as JSON in BENCH_HEADERS) and a fresh
// request id under the header name ours uses (BENCH_REQUEST_ID_HEADER), made like ours
// (crypto.randomUUID()).
import crypto from 'node:crypto';

const headers = JSON.parse(process.env.BENCH_HEADERS ?? '{}');
const requestIdHeader = process.env.BENCH_REQUEST_ID_HEADER;

/** Fastify's options for a request id made like ours. */
export const requestIdOptions = { genReqId: () => crypto.randomUUID() };

/** One onRequest hook: the headers and the request id on every answer, refusals included. */
export function answerHeaders(app) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (requestIdHeader) reply.header(requestIdHeader, request.id);
    done();
  });
}
