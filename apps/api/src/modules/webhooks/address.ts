import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE=1: every address of this host's
 * own interfaces, and every IANA special-purpose range ipaddr.js knows (loopback, private,
 * carrier-grade NAT, link-local with the cloud metadata address, unique-local, "this network",
 * broadcast, multicast, documentation, benchmarking, reserved, Teredo, ORCHID...). Only an
 * ordinary unicast address passes. IPv6 forms that carry an IPv4 address (IPv4-mapped, 6to4,
 * NAT64 64:ff9b::/96) pass only when the IPv4 address inside would; IPv4-compatible IPv6
 * (::a.b.c.d, deprecated) never does.
 */
export function isBlockedAddress(address: string, ownAddresses = interfaceAddresses()): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return true;
  if (ownAddresses.has(parsed.toNormalizedString())) return true;
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded !== undefined) return embedded === null || isBlockedAddress(embedded, ownAddresses);
  return v6.range() !== 'unicast';
}

/**
 * Reads an address without its zone. An IPv6 address written with a dotted IPv4 tail goes through
 * the URL parser first: ipaddr.js reads every "::a.b.c.d" as IPv4-mapped, which it is not.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  let bare = address.replace(/%.*$/, '');
  try {
    if (bare.includes(':') && bare.includes('.'))
      bare = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
    return ipaddr.parse(bare);
  } catch {
    return null;
  }
}

/**
 * The IPv4 address an IPv6 form carries: undefined when it carries none, null when it is a form
 * that is refused whatever it carries (IPv4-compatible).
 */
function embeddedIPv4(v6: ipaddr.IPv6): string | null | undefined {
  const p = v6.parts;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  switch (v6.range()) {
    case 'ipv4Mapped':
      return v6.toIPv4Address().toString();
    case '6to4':
      return v4(p[1]!, p[2]!);
    case 'rfc6052':
      // 64:ff9b::/96 carries the address in its last 32 bits; 64:ff9b:1::/48 is local-use.
      return p[2] === 0 ? v4(p[6]!, p[7]!) : null;
    default:
      // ::/96 other than :: and ::1 (ranges of their own): IPv4-compatible, deprecated.
      return p.slice(0, 6).every((x) => x === 0) && v6.range() === 'unicast' ? null : undefined;
  }
}

/** Every address of this host's interfaces, normalised, read now (interfaces come and go). */
function interfaceAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) {
      const parsed = parseAddress(entry.address);
      if (parsed) own.add(parsed.toNormalizedString());
    }
  }
  return own;
}

/** A URL's host without the brackets of an IPv6 literal. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export type HostCheck =
  | { ok: true; addresses: Array<{ address: string; family: number }> }
  | { ok: false; reason: 'private' | 'unresolvable' };

/**
 * Resolves a host (every address it has) and refuses it when any address is blocked, unless
 * allowed: one blocked answer among public ones is enough to be refused.
 */
export async function checkHost(host: string, allowPrivate: boolean): Promise<HostCheck> {
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      return { ok: false, reason: 'unresolvable' };
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolvable' };
  }
  if (!allowPrivate) {
    const own = interfaceAddresses();
    if (addresses.some((a) => isBlockedAddress(a.address, own)))
      return { ok: false, reason: 'private' };
  }
  return { ok: true, addresses };
}
