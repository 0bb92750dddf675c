import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims = { sessionId: 'b2f7c1de-0000-4000-8000-000000000001', userId: 7 };
const inAnHour = () => new Date(Date.now() + 3600_000);

afterEach(() => vi.useRealTimers());

describe('token service', () => {
  it('verifies its own tokens, again and again', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(claims, inAnHour());
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses tampered tokens and tokens of another secret', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(claims, inAnHour());
    await tokens.verify(token); // remembered as verified: the tampered copy must not ride on it
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sid: claims.sessionId, sub: '1' })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature}x`)).toBeNull();
    const other = createTokenService(`${SECRET}-other`);
    expect(await other.verify(token)).toBeNull();
  });

  it('stops accepting a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(claims, new Date(Date.now() + 60_000));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.advanceTimersByTime(61_000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
