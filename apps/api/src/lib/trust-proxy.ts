import net from 'node:net';

/**
 * Which proxies in front of the API may name the client in `X-Forwarded-For`: none, a number
 * of hops (each appends the address it saw), or the proxies' own addresses and CIDR ranges.
 * Never "any": then every client picks its own IP and per-IP limits mean nothing.
 */
export type TrustProxy = false | number | string[];

/** The ranges @fastify/proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const USAGE =
  'give the number of proxies in front of the API (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,192.168.1.5)';

/** Parses TRUST_PROXY; answers the problem as a sentence instead when the value is wrong. */
export function parseTrustProxy(value: string | undefined): TrustProxy | { problem: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^(true|\*|all)$/i.test(text)) {
    return {
      problem: `"${text}" would trust any X-Forwarded-For (every client could choose its IP); ${USAGE}`,
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) return { problem: `${hops} proxy hops is not plausible; ${USAGE}` };
    return hops;
  }
  const entries = text.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return { problem: `${problem}; ${USAGE}` };
  }
  return entries;
}

function entryProblem(entry: string): string | null {
  if (NAMED_RANGES.has(entry)) return null;
  const [address = '', prefix, extra] = entry.split('/');
  const version = net.isIP(address);
  if (!version || extra !== undefined) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return null;
  const bits = version === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || Number(prefix) > bits) {
    return `"${entry}" has an invalid prefix length (0-${bits})`;
  }
  if (Number(prefix) === 0) return `"${entry}" covers every address, so it trusts any client`;
  return null;
}

/**
 * Fastify's form: a list is compiled by @fastify/proxy-addr; a hop count becomes a function
 * because Fastify 5.12 refuses bare numbers (it cannot check the immediate peer;
 * docs/decisions/0051-trusted-proxies.md).
 */
export function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
