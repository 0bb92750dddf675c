import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Headers a proxy adds when it relays a request: such a request is not local. */
const RELAYED_BY = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\./.test(ip);
}

/** Compares in constant time (digests of equal length, whatever the lengths sent). */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Who may read the metrics: a caller with the METRICS_TOKEN bearer, or one on this machine
 * (loopback, not relayed by a proxy: through nginx on the same host everyone is "local").
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (token && match && sameSecret(match[1]!, token)) return true;
  return isLoopback(request.ip) && RELAYED_BY.every((h) => request.headers[h] === undefined);
}
