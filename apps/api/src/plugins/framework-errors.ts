import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody, ErrorCode } from '@dd/contract';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_HEADERS, headersFor } from './security';

type Answer = [status: number, code: ErrorCode, message: string];

/** What Fastify's router refuses before any route (or hook) runs. */
const ROUTER_ERRORS: Record<string, Answer> = {
  FST_ERR_BAD_URL: [400, 'invalid_url', 'The URL is not valid (bad percent-encoding)'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'invalid_url', 'A part of the URL is too long'],
};

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode is answered here, before the
 * onRequest hooks, so this answer sets the security headers itself.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, code, message] = ROUTER_ERRORS[error.code] ?? [
    500,
    'internal',
    'Internal server error',
  ];
  if (status >= 500) request.log.error({ err: error }, 'framework error');
  return refuse(request, reply, [status, code, message]);
}

function refuse(request: FastifyRequest, reply: FastifyReply, [status, code, message]: Answer) {
  const body: ErrorBody = { error: message, code };
  return reply
    .headers(headersFor(request.url))
    .header('x-request-id', request.id)
    .status(status)
    .send(body);
}

/** Whether a URL's query string decodes (every `%` starts a byte, the bytes are UTF-8). */
function decodable(query: string): boolean {
  try {
    decodeURIComponent(query);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first onRequest hook: a query string that does not decode is refused as the router
 * refuses such a path (400 invalid_url, before any other hook), not read as its raw text.
 */
export function refuseUndecodableQuery(
  request: FastifyRequest,
  reply: FastifyReply,
  done: () => void,
) {
  const at = request.url.indexOf('?');
  if (at < 0 || decodable(request.url.slice(at + 1))) return done();
  return refuse(request, reply, ROUTER_ERRORS.FST_ERR_BAD_URL!);
}

/** What Node's HTTP parser and its timeouts refuse, by Node's error code. */
const CONNECTION_ERRORS: Record<string, Answer> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are too large'],
  HPE_INVALID_CONTENT_LENGTH: [
    400,
    'invalid_content_length',
    'The Content-Length header is not valid',
  ],
  HPE_UNEXPECTED_CONTENT_LENGTH: [
    400,
    'invalid_content_length',
    'The request has both Content-Length and Transfer-Encoding',
  ],
};

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse, or one whose headers or body do
 * not arrive in time, never reaches Fastify. The answer is written on the socket by hand, in
 * our shape and with the API's security headers, and the connection is closed (what follows
 * on it cannot be trusted to start a request).
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already under way cannot be replaced by another one.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const [status, code, message] = CONNECTION_ERRORS[error.code] ?? [
      400,
      'bad_request',
      'The request cannot be understood',
    ];
    const body = JSON.stringify({ error: message, code } satisfies ErrorBody);
    const headers = {
      ...API_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
