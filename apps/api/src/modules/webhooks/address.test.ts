import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './address';

const NONE = new Set<string>();

describe('isBlockedAddress', () => {
  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '2606:2800:21f:cb07:6820:80da:af6b:8b2c',
    // 6to4 and NAT64 forms of a public IPv4 address are as public as the address itself.
    '2002:5db8:d70e::1',
    '64:ff9b::5db8:d70e',
    '::ffff:93.184.215.14',
  ])('lets a webhook reach the public address %s', (address) => {
    expect(isBlockedAddress(address, NONE)).toBe(false);
  });

  it.each([
    ['this network', '0.1.2.3'],
    ['broadcast', '255.255.255.255'],
    ['documentation', '198.51.100.1'],
    ['documentation', '203.0.113.1'],
    ['documentation', '2001:db8::1'],
    ['benchmarking', '198.18.0.1'],
    ['benchmarking', '2001:2::1'],
    ['multicast', '239.1.1.1'],
    ['multicast', 'ff02::1'],
    ['reserved', '240.0.0.1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible public', '::93.184.215.14'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['6to4 of private', '2002:0a00:0001::1'],
    ['NAT64 of private', '64:ff9b::10.0.0.1'],
    ['NAT64 local-use', '64:ff9b:1::1'],
    ['IPv4-mapped private', '::ffff:192.168.1.1'],
    ['IPv4-translated', '::ffff:0:7f00:1'],
    ['Teredo', '2001::1'],
    ['unique-local', 'fd00::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_kind, address) => {
    expect(isBlockedAddress(address, NONE)).toBe(true);
  });

  it("refuses this host's own addresses, public ones included, in any spelling", () => {
    const own = new Set(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']);
    expect(isBlockedAddress('93.184.215.14', own)).toBe(true);
    expect(isBlockedAddress('::ffff:93.184.215.14', own)).toBe(true);
    expect(isBlockedAddress('2606:2800:21f:cb07:6820:80da:af6b:8b2c', own)).toBe(true);
    expect(isBlockedAddress('8.8.8.8', own)).toBe(false);
  });
});
