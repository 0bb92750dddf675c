import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE=1: this host and its networks
 * (loopback, private, carrier-grade NAT, link-local with the cloud metadata address, unique-local,
 * unspecified, multicast and reserved). IPv4-mapped IPv6 addresses match the IPv4 rules.
 */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

/** True for an address a webhook may not reach (see BLOCKED). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host without the brackets of an IPv6 literal. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export type HostCheck =
  | { ok: true; addresses: Array<{ address: string; family: number }> }
  | { ok: false; reason: 'private' | 'unresolvable' };

/**
 * Resolves a host (every address it has) and refuses it when any address is private, unless
 * allowed: one private answer among public ones is enough to be refused.
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
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
    return { ok: false, reason: 'private' };
  return { ok: true, addresses };
}
