import { describe, expect, it } from 'vitest';
import { newRecoveryCode, normalizeRecoveryCode, recoveryCodeHash, secretBox } from './crypto';

describe('two-factor crypto', () => {
  const box = secretBox('a-token-secret-that-is-long-enough-0123456789');

  it('opens what it sealed, for the same user only', () => {
    const sealed = box.seal(7, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(8, sealed)).toBeNull();
    expect(secretBox('another-token-secret-long-enough-0123456789').open(7, sealed)).toBeNull();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`;
    expect(box.open(7, [v, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open(7, 'garbage')).toBeNull();
  });

  it('makes 80-bit recovery codes and reads them forgivingly', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(recoveryCodeHash(` ${code.toLowerCase().replaceAll('-', ' ')} `)).toBe(
      recoveryCodeHash(code),
    );
    expect(normalizeRecoveryCode('ab0-oIl')).toBe('AB0011');
  });
});
