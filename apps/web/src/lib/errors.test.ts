import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/catalogues';
import '../i18n';
import { codeText } from './errors';

describe('codeText: counts by the plural rules', () => {
  it('says "1 try left" and "3 tries left" of a wrong hand-over code', () => {
    const en = i18n.getFixedT('en');
    expect(codeText(en, 'handover_code_invalid', { triesLeft: 1 })).toBe(
      'The hand-over code is wrong. 1 try left.',
    );
    expect(codeText(en, 'handover_code_invalid', { triesLeft: 3 })).toBe(
      'The hand-over code is wrong. 3 tries left.',
    );
  });
});

describe('codeText: the wait of a 429', () => {
  const en = i18n.getFixedT('en');

  it('says seconds for a short wait and minutes for a long one', () => {
    expect(codeText(en, 'login_throttled', { seconds: 1 })).toBe(
      'Too many failed sign-in attempts. Please wait 1 second and try again.',
    );
    expect(codeText(en, 'rate_limited', { seconds: 45 })).toBe(
      'Too many requests. Please wait 45 seconds and try again.',
    );
    expect(codeText(en, 'login_throttled', { seconds: 900 })).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  });

  it('says it in Hindi too', async () => {
    i18n.addResourceBundle('hi', 'translation', await loadCatalogue('hi'));
    expect(codeText(i18n.getFixedT('hi'), 'login_throttled', { seconds: 900 })).toContain(
      '15 मिनट',
    );
  });
});
