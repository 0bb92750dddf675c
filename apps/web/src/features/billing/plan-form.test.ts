import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from '../../i18n';
import { codeText } from '../../lib/errors';
import { planScope } from './plan-form';

const tIn = (lng: string) => i18n.getFixedT(lng);

beforeAll(() => Promise.all([loadLanguage('hi'), loadLanguage('gu')]));

describe('a plan and a device type in words, never codes', () => {
  it('names what a plan prices in the language of the screen', () => {
    const soundbox = { machineType: 'SOUNDBOX' as const, model: null };
    expect(planScope(tIn('en'), soundbox)).toBe('Soundbox · All models');
    expect(planScope(tIn('hi'), soundbox)).toBe('साउंडबॉक्स · सभी मॉडल');
    expect(planScope(tIn('gu'), { machineType: 'SOUNDBOX', model: 'SB-10' })).toBe(
      'સાઉન્ડબોક્સ · SB-10',
    );
  });

  it("translates a device type an error's params name", () => {
    const text = codeText(tIn('en'), 'swap_replacement_wrong_type', {
      serial: 'POS-1',
      type: 'POS',
      expected: 'SOUNDBOX',
    });
    expect(text).toContain('Soundbox');
    expect(text).not.toContain('SOUNDBOX');
  });
});
