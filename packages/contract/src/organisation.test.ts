import { describe, expect, it } from 'vitest';
import { gstinCheckChar, isValidGstin, OrganisationUpdateRequest } from './organisation';

describe('isValidGstin', () => {
  it('accepts GSTINs whose check character is right', () => {
    for (const g of ['27AAPFU0939F1ZV', '24AAGCP5678K1ZW', '29AAACI1681G1ZL', '09AAACH7409R1ZZ'])
      expect(isValidGstin(g), g).toBe(true);
  });

  it('computes the mod-36 check character', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it('rejects a wrong check character, state code, PAN shape, entity or missing Z', () => {
    for (const g of [
      '27AAPFU0939F1ZW', // check character
      '40AAPFU0939F1ZV', // no state 40
      '00AAPFU0939F1ZV', // no state 00
      '27AAPF10939F1ZV', // PAN: 5 letters first
      '27AAPFU0939F0ZV', // entity 0
      '27AAPFU0939F1YV', // 14th must be Z
      '27aapfu0939f1zv', // the caller upper-cases first
      '27AAPFU0939F1Z',
      '',
    ])
      expect(isValidGstin(g), g).toBe(false);
  });

  it('upper-cases a typed GSTIN in the update request and clears empty optional fields', () => {
    const parsed = OrganisationUpdateRequest.parse({
      name: ' Dhruv Digital ',
      address: 'Ahmedabad',
      gstin: ' 27aapfu0939f1zv ',
      phone: '',
      email: '',
      hsnPos: '84705010',
      hsnSoundbox: '85182900',
    });
    expect(parsed).toMatchObject({
      name: 'Dhruv Digital',
      gstin: '27AAPFU0939F1ZV',
      phone: null,
      email: null,
    });
    expect(
      OrganisationUpdateRequest.safeParse({ ...parsed, gstin: '27AAPFU0939F1ZW' }).success,
    ).toBe(false);
  });
});
