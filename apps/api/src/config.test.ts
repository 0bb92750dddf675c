import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ARGON2_OPTIONS, passwordHashOptions } from './lib/passwords';

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('takes a number of proxy hops, or the proxies by address, CIDR range or range name', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8, 192.168.1.5')).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(trustProxy('fd00::/8,::1,loopback')).toEqual(['fd00::/8', '::1', 'loopback']);
    // Every private network at once is still private.
    const privateRanges = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,127.0.0.0/8,169.254.0.0/16';
    expect(trustProxy(privateRanges)).toEqual(privateRanges.split(','));
    expect(trustProxy('fc00::/7,fe80::/10,::1')).toEqual(['fc00::/7', 'fe80::/10', '::1']);
  });

  it.each(['true', 'TRUE', '*', 'all'])('refuses %j: it would trust any client', (value) => {
    expect(() => trustProxy(value)).toThrow(
      /Invalid configuration:\n {2}TRUST_PROXY: .* would trust any X-Forwarded-For/,
    );
  });

  it.each([
    ['10.0.0.0/33', /invalid prefix length \(0-32\)/],
    ['fd00::/129', /invalid prefix length \(0-128\)/],
    ['0.0.0.0/0', /covers every address/],
    ['::/0', /covers every address/],
    ['0.0.0.0/1,128.0.0.0/1', /covers more IPv4 addresses than the private, loopback/],
    ['10.0.0.0/6', /covers more IPv4 addresses than the private, loopback/],
    ['2000::/3', /covers more IPv6 addresses than the private, loopback/],
    ['10.0.0.300', /not an IP address or CIDR range/],
    ['proxy.internal', /not an IP address or CIDR range/],
    ['10.0.0.1,', /"" is not an IP address/],
    ['11', /not plausible/],
  ])('refuses %j with a readable reason', (value, reason) => {
    expect(() => trustProxy(value)).toThrow(reason);
    expect(() => trustProxy(value)).toThrow(/give the number of proxies/);
  });
});

describe('REDIS_URL', () => {
  it('takes a redis:// or rediss:// URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL must start with redis:\/\//,
    );
  });
});

describe('WORKERS', () => {
  const pg = { DATABASE_URL: 'postgres://x@127.0.0.1/db', JWT_SECRET: 'x'.repeat(32) };

  it('defaults to one process per CPU on PostgreSQL and takes a number', () => {
    expect(loadConfig(pg).workers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ ...pg, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...pg, WORKERS: '1' }).workers).toBe(1);
  });

  it('is always 1 on the embedded database, remembering what was asked', () => {
    const config = loadConfig({ WORKERS: '4' });
    expect(config.workers).toBe(1);
    expect(config.workersRequested).toBe(4);
  });

  it.each(['0', '-1', '1.5', 'many'])('refuses %j', (value) => {
    expect(() => loadConfig({ ...pg, WORKERS: value })).toThrow(
      /Invalid configuration:\n {2}WORKERS/,
    );
  });
});

describe('METRICS_TOKEN', () => {
  it('must be long enough to be a secret', () => {
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(16) }).metricsToken).toBe('m'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/at least 16 characters/);
  });
});

describe('PASSWORD_HASH_COST', () => {
  it('refuses the test suite’s cheap hash in production, and anything but owasp', () => {
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASH_COST: 'test' })).toThrow(
        /Invalid configuration:\n {2}PASSWORD_HASH_COST: PASSWORD_HASH_COST=test is for the test suite only/,
      );
    }
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'fast' })).toThrow(/must be owasp/);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'owasp' })).not.toThrow();
  });

  it('hashes with OWASP’s parameters unless a test run asks for the cheap ones', () => {
    expect(passwordHashOptions({ NODE_ENV: 'production' })).toEqual(ARGON2_OPTIONS);
    expect(passwordHashOptions({ NODE_ENV: 'test' })).toEqual(ARGON2_OPTIONS);
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(passwordHashOptions({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' })).toMatchObject({
      memoryCost: 1024,
      timeCost: 1,
    });
  });
});

describe('config: folders', () => {
  it('takes WEB_DIST and DATA_DIR relative to where the API was started', () => {
    const config = loadConfig({ WEB_DIST: 'apps/web/dist', DATA_DIR: 'data' });
    expect(config.webDist).toBe(`${process.cwd()}/apps/web/dist`);
    expect(config.dataDir).toBe(`${process.cwd()}/data`);
    expect(loadConfig({}).webDist).toBeUndefined();
  });
});
