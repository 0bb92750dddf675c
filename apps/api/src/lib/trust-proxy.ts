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
  const tooWide = widthProblem(entries);
  if (tooWide) return { problem: `"${text}" ${tooWide}; ${USAGE}` };
  return entries;
}

/**
 * The most addresses trusted proxies may span together: the private, loopback and link-local
 * networks' worth (IPv4: 10/8, 172.16/12, 192.168/16, 127/8, 169.254/16; IPv6: fc00::/7,
 * fe80::/10, ::1). Wider lists (0.0.0.0/1 with 128.0.0.0/1, 2000::/3) cover public addresses, so
 * almost any client could choose its IP.
 */
const MOST_ADDRESSES = {
  4: 2n ** 24n + 2n ** 20n + 2n ** 16n + 2n ** 24n + 2n ** 16n,
  6: 2n ** 121n + 2n ** 118n + 1n,
} as const;

function widthProblem(entries: string[]): string | null {
  const total = { 4: 0n, 6: 0n };
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue;
    const [address = '', prefix] = entry.split('/');
    const version = net.isIP(address) as 4 | 6;
    const bits = version === 4 ? 32 : 128;
    total[version] += 2n ** BigInt(bits - Number(prefix ?? bits));
  }
  for (const version of [4, 6] as const) {
    if (total[version] > MOST_ADDRESSES[version]) {
      return `covers more IPv${version} addresses than the private, loopback and link-local networks together, so it would trust almost any client`;
    }
  }
  return null;
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
